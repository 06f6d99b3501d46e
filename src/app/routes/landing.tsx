import { Link } from 'react-router-dom';
import { LandingPage } from './landing-page';

/** `/` inside the app (after logging out): the same page, with links that stay in the app. */
export function LandingRoute() {
  return <LandingPage LinkComponent={Link} />;
}
