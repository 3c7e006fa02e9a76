import { useNavigation } from 'react-router';

/** A thin bar while the next page's code or data loads; the current page stays usable meanwhile. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden">
      <div className="h-full w-2/5 bg-foreground motion-safe:animate-progress" />
    </div>
  );
}
