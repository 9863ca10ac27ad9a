import { Outlet } from 'react-router-dom';

/** Login, register and password screens: no header or footer. */
export function BareLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
