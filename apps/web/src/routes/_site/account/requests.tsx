import { createFileRoute } from '@tanstack/react-router';
import { MyRequestsPage } from '../../../features/quote/MyRequestsPage';

// A signed-in buyer's own requests: read in the browser, with the buyer's session (the server renders visitors only).
export const Route = createFileRoute('/_site/account/requests')({
  component: MyRequestsPage,
});
