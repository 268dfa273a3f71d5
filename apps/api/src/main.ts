import { configFromEnv } from './config.ts';
import { serve } from './serve.ts';
import { firstSuperAdminAtStart } from './users/super-admins.ts';

// A plain start creates no account with a known password and no demo data: the first super admin
// comes from ADMIN_PHONE and ADMIN_PASSWORD or from scripts/create-admin.sh (the demo's start is
// tools/demo/main.ts).
await serve(configFromEnv(), {
  async beforeListen(ctx) {
    const line = await firstSuperAdminAtStart(ctx.db, process.env);
    if (line) console.log(line);
  },
});
