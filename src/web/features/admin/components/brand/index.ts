/** The brand page's admin controls, composed into the brand detail route. */
export { BrandAdminActions } from './brand-admin-actions';
export { BrandAdminTools } from './brand-admin-tools';
export { BrandEditor } from './brand-editor';
