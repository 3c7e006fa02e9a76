/** The brand page's admin controls, composed into the brand detail route. */
export { BrandAdminActions, BrandAdminTools, BrandEditor } from './brand-admin-slots';
