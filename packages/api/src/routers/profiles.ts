// The admin's list of accounts (the dashboard counts it).
import { listProfiles } from '../services/auth/users';
import { adminProcedure, router } from '../trpc';

export const profilesRouter = router({
  list: adminProcedure.query(({ ctx }) => listProfiles(ctx.db)),
});
