// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the process is alive
         * @description Answers 200 as long as the process answers at all, touching nothing else: a supervisor
         *     restarts a process that stops answering it. Not cached.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the process should be sent requests
         * @description 200 when the database answers and every migration this process knows is applied; 503 while
         *     it is not, and from the moment the process is told to stop (SIGTERM), before it stops taking
         *     requests, so a balancer that checks it sends new requests elsewhere. Not cached.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/authenticate/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in to the gym app */
        post: operations["authenticateStore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/authenticate/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in as a super admin
         * @description Like the store sign-in, but only super admins are let in (others get 403).
         */
        post: operations["authenticateAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a gym owner
         * @description Creates the account with a trial subscription and signs it in (the web app goes to /profile).
         *     A phone number registers once (409).
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password reset code to an account's phone
         * @description When the phone number has an account, a new 6-digit code goes to it by SMS (through the SMS
         *     queue, charged to nobody) and replaces any earlier one; it works once, until it expires, and
         *     5 wrong tries void it. The answer is the same whether or not the number has an account. A
         *     phone number gets at most RESET_CODES_PER_PHONE_PER_HOUR codes an hour and an address asks
         *     for at most RESET_CODES_PER_ADDRESS_PER_HOUR an hour (429).
         */
        post: operations["requestPasswordResetCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the code sent by SMS
         * @description The code is used up and every session of the account ends (in every server process): the
         *     person signs in with the new password. A wrong, used, replaced or expired code, or a phone
         *     with no account, is the same 400 on `code`; wrong codes count as failed sign-ins from the
         *     address (the same delays, 429).
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support-contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The product team's phone and WhatsApp number
         * @description From the server's configuration (SUPPORT_PHONE); null when none is configured. The contact
         *     and renewal pages show it; it changes only when the server is restarted with another.
         */
        get: operations["getSupportContact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enums/user-role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** User roles */
        get: operations["listUserRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enums/district": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Districts offered at sign-up and in the profile
         * @description The districts of the owner's country: Nepal's 77, Sri Lanka's 25, and for India its 28
         *     states and 8 union territories (the level an address names there).
         */
        get: operations["listDistricts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enums/payment-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ways a client can pay */
        get: operations["listPaymentTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enums/payment-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invoice payment statuses */
        get: operations["listPaymentStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/api/judge/combined-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Current lifter, attempts and judge lights of one platform
         * @description Public and polled every second by viewers. With `meet` (a meet's public slug), `platformId`
         *     is that meet's own platform number (1 to its platform count). Without it, `platformId` is
         *     the platform number of the meet its owner marked as live (the one marked most recently);
         *     while no meet is live it is a platform's public id (a meet's platforms list theirs). A
         *     platform that does not exist (yet) answers the empty state.
         *     Lights are shown only once all three referees have decided and clear after a few seconds.
         *     Every answer carries a strong `ETag` and `Cache-Control: public, max-age=1`; a request whose
         *     `If-None-Match` names the current state is answered 304 without a body.
         */
        get: operations["getJudgeCombinedData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/api/judge/platforms/{platformId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live updates of one platform (Server-Sent Events)
         * @description A Server-Sent Events stream of the same JSON as combined-data (`platformId` and `meet` name
         *     the platform the same way): one `message` event with the
         *     current state on connecting, then one whenever it changes (a referee decides, the lights
         *     clear, the table operator or the competition software writes). Each event's `id` is the
         *     state's ETag without quotes; a reconnecting client that sends it as `Last-Event-ID` gets no
         *     repeat of a state it already has. A `heartbeat` event (empty data, no id) is sent every 15
         *     seconds: it keeps proxies from closing the stream, and a client that hears neither a state
         *     nor a heartbeat for longer knows the connection is gone. Any server process serves any
         *     platform (changes fan out through PostgreSQL LISTEN/NOTIFY).
         */
        get: operations["streamJudgeEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/api/judge/meets/{meetSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A meet's public address
         * @description The meet's name, date and platform count, for its viewer and widget; no secrets.
         */
        get: operations["getJudgePublicMeet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/meets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's meets (competitions) */
        get: operations["listJudgeMeets"];
        put?: never;
        /**
         * Create a meet with its platforms
         * @description Each platform gets its public id and a referee code; the meet gets a token for competition software.
         */
        post: operations["createJudgeMeet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/meets/{meetId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                meetId: components["parameters"]["MeetIdPath"];
            };
            cookie?: never;
        };
        /** One meet with its platforms, referee codes and token */
        get: operations["getJudgeMeet"];
        /**
         * Rename a meet or change its number of platforms
         * @description Platforms are numbered 1 to platformCount. Raising the count adds platforms; lowering it
         *     removes the highest-numbered ones, whose public feed then answers the empty state.
         */
        put: operations["updateJudgeMeet"];
        post?: never;
        /** Delete a meet and its platforms */
        delete: operations["deleteJudgeMeet"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/meets/{meetId}/live": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                meetId: components["parameters"]["MeetIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Mark the meet as the live one, or not
         * @description An owner has one live meet: marking one unmarks the owner's others. `combined-data?platformId=`
         *     without `meet` answers the meet marked live most recently. A meet's own address (slug) works
         *     whether it is live or not.
         */
        put: operations["setJudgeMeetLive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/meets/{meetId}/renew-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the meet token and every referee code
         * @description The old token and codes stop working at once (e.g. after the meet, or when one leaked).
         */
        post: operations["renewJudgeMeetCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/meets/{meetId}/platforms/{platformNumber}/combined-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Competition software pushes a platform's whole state
         * @description For a federation's own competition software: the state in the shape of combined-data,
         *     authorised by the meet token in the `X-Meet-Token` header (no sign-in). The lifter and lift
         *     replace the platform's; `judgeResults`, when given, replace the referees' decisions (shown
         *     once all three are booleans, for the same few seconds as referees' lights, after which
         *     their majority is written into the lifter's statuses). Without `judgeResults`, decisions
         *     already made are kept while the attempt up (lifter, lift and first pending attempt) stays
         *     the same. Pushing the same state again changes nothing.
         */
        put: operations["pushJudgeCombinedData"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/platforms/{platformId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A platform's state for its table operator (the meet's owner) */
        get: operations["getJudgePlatform"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/platforms/{platformId}/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The table operator sets the lifter and the lift up
         * @description `lifterData` replaces the lifter (null: no lifter; omitted: keep the current one). The
         *     attempt the referees judge is the first pending one of the lift. When the attempt up
         *     changes, the referees' decisions start over; lights still showing are settled first, so
         *     their result is written into the lifter's statuses.
         */
        put: operations["setJudgePlatformCurrent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/platforms/{platformId}/attempts/{lift}/{attempt}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The table operator sets an attempt's weight and/or result
         * @description Sets the weight (null: not declared yet) and/or the status (1 good, -1 failed, 0 pending)
         *     of one attempt of the current lifter; a result set here overrides the referees' (a jury
         *     decision). 409 when no lifter is up.
         */
        put: operations["setJudgeAttempt"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/platforms/{platformId}/referee-locks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlock the referee phones locked out of a platform
         * @description Forgets the wrong referee codes typed on the platform, so phones locked after too many of them
         *     may try again at once. Only the meet's owner.
         */
        delete: operations["resetJudgeRefereeLocks"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/platforms/{platformId}/referee-view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a referee's phone shows (checks the referee code)
         * @description The attempt up and which referees have decided, never how; authorised by the platform's referee code in `X-Referee-Code`.
         */
        get: operations["getJudgeRefereeView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/judge/platforms/{platformId}/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A referee decides the attempt up
         * @description `good` or `no lift` (with an optional reason card: 1 red, 2 blue, 3 yellow) from referee 1, 2
         *     or 3, authorised by the platform's referee code in `X-Referee-Code` (no sign-in). A decision
         *     is final for the attempt (409 on a second one). Nothing is shown until all three have
         *     decided; then the lights show together for a few seconds, after which the majority (two of
         *     three) is written into the lifter's statuses and the next attempt is up.
         */
        post: operations["submitJudgeDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gyms/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's gyms, paged and sorted */
        get: operations["listUserGyms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gyms/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search gyms
         * @description Filters combine with AND; text filters match case-insensitively anywhere in the value. An
         *     ordinary user only ever finds their own gyms (userId defaults to the caller); a super admin
         *     searches every gym, or one user's with userId.
         */
        get: operations["searchGyms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gyms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a gym for the caller */
        post: operations["createGym"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gyms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One gym with its pricing plans */
        get: operations["getGym"];
        /**
         * Update a gym
         * @description Fields left out keep their value; a new logo or WiFi image replaces the old one.
         */
        put: operations["updateGym"];
        post?: never;
        /** Delete a gym and everything that belongs to it */
        delete: operations["deleteGym"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All users (super admin only) */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One user (yourself, or anyone for a super admin) */
        get: operations["getUser"];
        /**
         * Update a profile
         * @description A user updates their own name, phone, address, district and language; a super admin may also
         *     set role, totalSms and paymentExpiryDate (others sending those get 403).
         */
        put: operations["updateUser"];
        post?: never;
        /** Delete a user and their gyms (super admin only) */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change your own password
         * @description Every other session of the user ends at once; this one goes on with the new session answered here (its token replaces the one the call was made with).
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/total-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SMS credit left (negative means the user is in credit) */
        get: operations["getUserTotalSms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Platform figures for the admin home (super admin only)
         * @description Counts over every user and gym. The month and the 7-day window are the platform time zone's;
         *     a subscription expiring "in 7 days" ends between today and 7 days from today, both included.
         */
        get: operations["getAdminSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/local-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the local SMS provider kept on this machine (super admin only)
         * @description With `SMS_PROVIDER=local` (the default) no message leaves the machine; this lists its latest
         *     messages, newest first, so whoever runs the product can read them (a password reset code,
         *     say). Empty with a real gateway, which keeps nothing.
         */
        get: operations["listLocalSms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/gyms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every user's gyms with their owners (super admin only)
         * @description The admin's gyms list: every gym (or one user's with userId), searched by name, each with its
         *     owner's name and phone. Anyone but a super admin gets 403.
         */
        get: operations["listAdminGyms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in person's roles in other owners' gyms
         * @description One entry per gym the caller works in as staff, with their role there; empty for an owner who is nobody's staff. In their own gyms (and as a super admin, in every gym) a person holds every permission.
         */
        get: operations["listMyStaffRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/gyms/{gymId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        /** The staff of the gym's owner, in all the owner's gyms */
        get: operations["listGymStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a person by phone number to some of the owner's gyms, with a role
         * @description The person holds the role in those gyms as soon as an account with that phone number exists: at once when there is one, else when they sign up with it. Every gym named must be one of the same owner's, where the caller may manage staff.
         */
        post: operations["inviteStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a staff member's role or gyms
         * @description Ends the person's sessions at once, in every server process: they sign in again with the new role and gyms.
         */
        put: operations["updateStaff"];
        post?: never;
        /**
         * Revoke a staff member
         * @description The person loses every role in the owner's gyms, and their sessions end at once in every server process. Their account stays, and what they did stays named after them.
         */
        delete: operations["revokeStaff"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/gyms/{gymId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A gym's clients, searchable by name and phone */
        get: operations["listGymClients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expired-clients/gyms/{gymId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active clients whose membership has ended, longest expired first
         * @description expiredDays is the whole days since membershipEndDate plus 1, counted in the gym's time zone.
         */
        get: operations["listExpiredClients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a client to a gym */
        post: operations["createClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One client */
        get: operations["getClient"];
        /** Update a client; fields left out keep their value */
        put: operations["updateClient"];
        post?: never;
        /** Delete a client with their invoices, payments and attendance */
        delete: operations["deleteClient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/{id}/set-inactive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a client inactive
         * @description The specification leaves this call open; it is decided here as its own call without a body.
         */
        post: operations["setClientInactive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/{id}/freezes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** The client's membership freezes, newest first */
        get: operations["listClientFreezes"];
        put?: never;
        /**
         * Freeze the client's membership for a number of days
         * @description The membership's end date moves later by the frozen days; while frozen the door refuses the
         *     member (taken off every door the day the freeze starts) and reminders follow the new end
         *     date. A freeze starts within the membership (not after its end date, not before the gym's
         *     today less 30 days, for a freeze recorded late) and never overlaps another of the client's
         *     freezes; a client without a membership has nothing to freeze (400 naming the field).
         *     The plan of the membership period the freeze starts in (the latest invoice starting on or
         *     before its first day) may limit the frozen days per calendar year: a freeze that would pass
         *     the limit in a year it touches is refused (400 naming days, with the days left that year).
         *     The plan's freeze fee, if any, is charged as an invoice of its own to the client (today's
         *     date, the plan's name), written in the same transaction and answered as feeInvoiceId.
         */
        post: operations["freezeMembership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/{id}/freeze-allowance": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * What a freeze from a date would cost, and the frozen days left that year
         * @description The rules of the plan a freeze starting on `startDate` falls under (see freezeMembership):
         *     its fee and limit, the days the client has frozen in that calendar year and the days left.
         *     A membership without a plan (no invoice starting by then, or its plan deleted) has neither.
         */
        get: operations["getFreezeAllowance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/freezes/gyms/{gymId}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        /** The gym's freeze settings */
        get: operations["getFreezeSettings"];
        /**
         * Set the gym's freeze settings
         * @description With `endOnPunchIn`, a frozen member's punch on one of the gym's door devices ends their
         *     freeze on the punch's day, as unfreezing early does (the unused days given back, the door
         *     updated). Off by default: the punch is recorded and the door keeps refusing.
         */
        put: operations["updateFreezeSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/{id}/freezes/{freezeId}/end": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                freezeId: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unfreeze early, giving back the unused days
         * @description A running freeze ends today (the days frozen so far count; the rest move the end date back);
         *     one not started yet is cancelled (all its days back). A freeze that is over is a 400.
         */
        post: operations["endFreeze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/gyms/{gymId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The gym's activity trail, newest first
         * @description Every change to money (invoices, payments, money flows), memberships (a client's end date
         *     or active flag, freezes) and door access, with who made it and what it was before and
         *     after; written by the database in the change's own transaction and never edited or deleted.
         */
        get: operations["listGymActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clients/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client's activity trail, newest first
         * @description The trail's entries about this client (their invoices, payments, membership, freezes and doors).
         */
        get: operations["listClientActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard-cards/{gymId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Member and revenue figures of a gym */
        get: operations["getDashboardCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard-monthly-payments/{gymId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments collected per month, oldest first */
        get: operations["getDashboardMonthlyPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard-financial-summary/{gymId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Income, expense and net income, with totals per tag
         * @description The specification shows these figures on the dashboard but not the call; it is decided here.
         */
        get: operations["getFinancialSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moneyflows/gym/{gymId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A gym's income and expense records */
        get: operations["listMoneyFlows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moneyflows/gym/{gymId}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every tag used in the gym's money flows, alphabetically */
        get: operations["listMoneyFlowTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moneyflows/gym/{gymId}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Income and expense per tag over all time */
        get: operations["getMoneyFlowAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moneyflows/gym/{gymId}/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Money flows filtered by type, period and tags */
        get: operations["searchMoneyFlows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moneyflows/distribution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Income and expense per tag within a period */
        get: operations["getMoneyFlowDistribution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moneyflows/basic-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Total income, expense and net income of a gym */
        get: operations["getMoneyFlowBasicInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moneyflows/aggregated-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Income, expense and net income per month or per day
         * @description Periods are 'YYYY-MM' for MONTHLY (months of the gym's calendar, BS months for a gym that reads BS) and 'YYYY-MM-DD' for DAILY, in the gym's time zone, oldest first.
         */
        get: operations["getMoneyFlowAggregatedReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moneyflows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record income or an expense */
        post: operations["createMoneyFlow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moneyflows/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One money flow */
        get: operations["getMoneyFlow"];
        /** Update a money flow */
        put: operations["updateMoneyFlow"];
        post?: never;
        /**
         * Delete a money flow
         * @description A flow recorded from a payment goes with that payment; delete the payment instead (409).
         */
        delete: operations["deleteMoneyFlow"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pricing-plans/gyms/{gymId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        /** A gym's pricing plans */
        get: operations["listPricingPlans"];
        put?: never;
        /** Add a pricing plan to a gym */
        post: operations["createPricingPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pricing-plans/{planId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                planId: components["parameters"]["PlanIdPath"];
            };
            cookie?: never;
        };
        /** One pricing plan */
        get: operations["getPricingPlan"];
        /** Update a pricing plan */
        put: operations["updatePricingPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pricing-plans/{planId}/gyms/{gymId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a pricing plan of a gym
         * @description Invoices keep their amounts; their plan reference is cleared.
         */
        delete: operations["deletePricingPlan"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-control-devices/gyms/{gymId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A gym's door devices */
        get: operations["listGymDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-control-devices/client/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The devices a client is on */
        get: operations["listClientDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-control-devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a door device by its serial number */
        post: operations["createDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-control-devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One device with its counts and capacities */
        get: operations["getDevice"];
        /** Update a device */
        put: operations["updateDevice"];
        post?: never;
        /** Remove a device */
        delete: operations["deleteDevice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-control-devices/{deviceId}/add-all-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put every active client of the device's gym on the device */
        post: operations["addAllClientsToDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-control-devices/{deviceId}/add-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put the given clients on the device */
        post: operations["addClientsToDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-control-devices/{deviceId}/remove-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take the given clients off the device */
        delete: operations["removeClientsFromDevice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-control-devices/{deviceId}/commands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The device's commands still waiting for a result and those that failed, newest first */
        get: operations["listDeviceCommands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-control-devices/{deviceId}/remote-card-client/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the device to enrol a card for the client at its next poll */
        post: operations["requestRemoteCardEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-control-devices/{deviceId}/remote-fingerprint-client/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the device to enrol a fingerprint for the client at its next poll */
        post: operations["requestRemoteFingerprintEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/clients/{clientId}/latest-membership-end-date": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest membership end date of a client's invoices, and where a renewal starts */
        get: operations["getLatestMembershipEndDate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/clients/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client's invoices, newest first by default */
        get: operations["listClientInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A gym's invoices */
        get: operations["listGymInvoices"];
        put?: never;
        /**
         * Invoice a client for a membership period
         * @description Moves the client's membershipEndDate to the latest invoice end date and marks the client active.
         */
        post: operations["createInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One invoice with its payments */
        get: operations["getInvoice"];
        /**
         * Update an invoice
         * @description The new amount may not fall below what has been paid already (400).
         */
        put: operations["updateInvoice"];
        post?: never;
        /**
         * Delete an invoice that has no payments
         * @description Only an invoice without payments may be deleted; one with payments is a 409 (its payments, each with its income, are deleted first, one by one). The client's membership then ends with their latest remaining invoice, or they have none when no invoice remains; whether they are active does not change. The invoice's number is not given again.
         */
        delete: operations["deleteInvoice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payments of an invoice */
        get: operations["listInvoicePayments"];
        put?: never;
        /**
         * Record a payment against an invoice
         * @description Also recorded as an INCOME money flow tagged 'Membership'. A payment that would make the
         *     amount due negative is a 400, as is one dated after the gym's today; a bill number the gym
         *     has used already is a 409. It gets the gym's next receipt number, records the caller as who
         *     recorded it and, when the gym switched on 'Payment received', queues its receipt by SMS in
         *     the same transaction (charged to the gym's owner like a reminder).
         */
        post: operations["createPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One payment */
        get: operations["getPayment"];
        /** Update a payment (its money flow follows) */
        put: operations["updatePayment"];
        post?: never;
        /** Delete a payment and its money flow */
        delete: operations["deletePayment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A payment's receipt, as it prints
         * @description What the printed receipt says: its number in the gym, the day the money was received (the
         *     gym's date), the client, the invoice it pays, the amount and method, what was still due on
         *     the invoice after this payment, who recorded it, and the receipt's SMS once one was queued.
         *     The gym's name, logo and contacts are the gym's own (GET /api/gyms/{id}).
         */
        get: operations["getPaymentReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/receipt/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the client the payment's receipt by SMS
         * @description The gym's 'Payment received' template (sendPaymentReceivedTemplate of its SMS settings),
         *     filled for this payment (amount, receipt_number, amount_due after it), queued through the SMS
         *     queue and charged to the caller like any send. A receipt goes by SMS once per payment: when
         *     it was queued already (automatically, or by an earlier request, also one retried) the answer
         *     is a 409 and nothing is sent or charged; when that message failed, it is queued again
         *     (charged again) instead of a second one. Refused (409) when the caller's credits do not
         *     cover the message or the client has no phone number.
         */
        post: operations["sendPaymentReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gyms/{gymId}/payment-gateways": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        /**
         * The online payment gateways a gym may offer, which it offers, and which credentials are set
         * @description Every gateway (eSewa, Khalti, PayHere, Razorpay), whether the gym offers it, the currency it
         *     takes, the credentials it needs and which of them the gym has entered. A credential is never
         *     answered back: only that it is set.
         */
        get: operations["listPaymentGateways"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gyms/{gymId}/payment-gateways/{gateway}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
                gateway: components["schemas"]["PaymentGatewayName"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Offer a gateway or not, and enter the gym's merchant credentials for it
         * @description A credential given replaces the one kept; one left out (or empty) keeps it. Credentials are
         *     kept encrypted (AES-256-GCM) and never answered back or logged. Offering a gateway needs
         *     every one of its credentials, and the gym's currency to be the gateway's.
         */
        put: operations["savePaymentGateway"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/payment-links": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** The invoice's payment links, newest first */
        get: operations["listPaymentLinks"];
        put?: never;
        /**
         * A link for the member to pay what the invoice still owes, online
         * @description For the whole amount still due, through one of the gateways the gym offers, open for
         *     PAYMENT_LINK_HOURS. With `sendBySms` the link goes to the client by SMS through the queue,
         *     charged to the caller like any send (refused, 409, when the credits do not cover it or the
         *     client has no phone; then no link is made). The member's payment is verified on the server
         *     (the gateway's signature, then its status call) and recorded once, as a payment of the
         *     gateway, with its receipt by SMS.
         */
        post: operations["createPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-links/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an open payment link, so it can no longer be paid
         * @description The pay page refuses it from then on (and Razorpay's own link is cancelled at Razorpay). A
         *     link paid, cancelled or expired already is a 409.
         */
        post: operations["cancelPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-links/{id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the link's gateway whether the member paid
         * @description For a member who paid but never came back to the pay page (a closed tab, a lost connection):
         *     the gateway's own status call (eSewa's status, Khalti's lookup, Razorpay's link) decides, and
         *     a confirmed payment is recorded once, as the member's return would have recorded it. PayHere
         *     has no such call (its signed notification decides): the link is answered as it stands, as is
         *     one whose gateway order was never started. A gateway that cannot be reached is a 409.
         */
        post: operations["checkPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dues/gyms/{gymId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a gym's clients owe, invoice by invoice, aged, with totals per age
         * @description Every invoice of the gym with something still due (its discounted amount less its payments,
         *     summed in SQL), with its client. Its age is the whole days from its membership start date to
         *     the gym's today (0 for a period that has not started yet); the buckets are 0-30, 31-60 and
         *     over 60 days. `totals` sums every such invoice of the gym, not only the page's.
         */
        get: operations["listGymDues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dues/gyms/{gymId}/stop-on-owe": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        /** The gym's stop on owe, off until set */
        get: operations["getStopOnOwe"];
        /**
         * Set or switch off the gym's stop on owe
         * @description With `enabled`, the door refuses a member who owes more than `amount` on invoices that
         *     started more than `days` days before the gym's today; the door commands that follow for
         *     every client of the gym are queued at once. Off by default.
         */
        put: operations["updateStopOnOwe"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dues/clients/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a client owes, and whether the door refuses them for it */
        get: operations["getClientDues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dues/invoices/{id}/reminder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the client the dues reminder for an invoice, by SMS
         * @description The gym's 'Dues reminder' template (sendDuesReminderTemplate of its SMS settings) with
         *     amount_due filled as the invoice's amount due in the gym's currency, queued and charged to
         *     the caller like any send (its segments). Refused (409) when nothing is due on the invoice or
         *     the caller's SMS credits do not cover the message.
         */
        post: operations["sendDuesReminder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/gyms/{gymId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The messages a gym sent */
        get: operations["listGymSms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/gyms/{gymId}/monthly-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credits spent per month, oldest first */
        get: operations["getGymSmsMonthlyCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to phone numbers or to a group of the gym's clients
         * @description Placeholders client_name, expiry_date and business_name are filled per recipient. Each
         *     message costs its segments (GSM-7 160/153, UCS-2 70/67 characters), deducted from the
         *     user's totalSms, which may go negative (credit). Either phoneNumbers or type is needed.
         *     Each of phoneNumbers must be a phone number of the gym's country, as `format: phone` (typed
         *     with or without the country code, spaces or dashes); a number typed twice is sent once, and
         *     a number of one of the gym's clients gets that client's name and date. `notAPhone` names the
         *     first entry that is not one, as typed, in place of `{number}`.
         */
        post: operations["sendSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What sending a message would cost, sending nothing
         * @description The same request and rules as sendSms (a 400 with sendSms's messages): how many messages
         *     sendSms would send now and the credits it would charge (each recipient's message with its
         *     placeholders filled, counted by the same segment counter), with the caller's balance. Sends
         *     and charges nothing; the web app asks with these figures before spending.
         */
        post: operations["quoteSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sent message */
        get: operations["getSms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a failed message again
         * @description Only a FAILED message: it is queued again with its tries reset, and its segments are charged
         *     again to the caller (the failure refunded them), in one transaction.
         */
        post: operations["resendSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gyms-sms-settings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The gym's id. */
                id: number;
            };
            cookie?: never;
        };
        /** A gym's automatic SMS settings (defaults until first saved) */
        get: operations["getGymSmsSettings"];
        /**
         * Save a gym's automatic SMS settings as a whole
         * @description The body carries the gym id and the settings, as the specification's update sends them.
         */
        put: operations["updateGymSmsSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/client/total-days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Days a client came in a month */
        get: operations["getClientAttendanceDays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/client/in-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client's punches in a month, oldest first */
        get: operations["getClientAttendanceRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/gym/total-clients-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Distinct clients who came to a gym in a month */
        get: operations["getGymClientsIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/gym/most-traffic-day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The weekday with the most check-ins */
        get: operations["getGymBusiestDay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/gym/most-traffic-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The hour of a weekday with the most check-ins */
        get: operations["getGymBusiestHour"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/client/last-12-months": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Days a client came in each of the last 12 months */
        get: operations["getClientAttendanceLast12Months"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/clients/gyms/{gymId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The gym's clients as a CSV file, with their membership and what they owe
         * @description Filtered and ordered as listGymClients is, every page. UTF-8 with a byte order mark (Excel),
         *     dates in the gym's calendar and amounts in its currency, as the gym reads them.
         */
        get: operations["exportGymClients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gym's invoices as a CSV file, ordered as listGymInvoices */
        get: operations["exportGymInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invoice's payments as a CSV file, ordered as listInvoicePayments */
        get: operations["exportInvoicePayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/moneyflows/gym/{gymId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gym's money flows as a CSV file, filtered and ordered as searchMoneyFlows */
        get: operations["exportMoneyFlows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/attendance/client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client's punches in a month as a CSV file, as getClientAttendanceRecords */
        get: operations["exportClientAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/sms/gyms/{gymId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The messages a gym sent as a CSV file, ordered as listGymSms */
        get: operations["exportGymSms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/gyms/{gymId}/everything": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every record of one gym in one JSON file
         * @description The gym's row (without its owner's id) and, under `tables`, every table of its records by
         *     name (clients, their devices and freezes, pricing plans, invoices, payments and receipts,
         *     money flows and tags, attendance, SMS and reminders, door devices, the activity trail, its
         *     counters), each row as stored: ids, AD dates, exact amounts. Streamed as it is read.
         */
        get: operations["exportWholeGym"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/clients/gyms/{gymId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a spreadsheet's CSV of clients to import, and get its columns guessed
         * @description The file (UTF-8 with or without a byte order mark, or Windows-1252; comma, semicolon or tab
         *     between values; at most 5,000 rows) is read and kept with a new import job. Nothing is
         *     imported yet: the answer names the columns and each field's guessed column, from headers in
         *     English, Nepali and common variants.
         */
        post: operations["uploadClientImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** An import job with its progress (the screen polls it while the import runs) */
        get: operations["getClientImport"];
        put?: never;
        post?: never;
        /** Import nothing of the file, and forget it */
        delete: operations["deleteClientImport"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Each row of the file judged with the chosen columns, its problems named
         * @description Nothing is written. A row's problems: a missing name, phone or gender; a phone that is not
         *     one of the gym's country; a date that does not exist; a phone already in the gym, or on an
         *     earlier line of the file.
         */
        post: operations["previewClientImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import the good rows of the file, in one transaction, in the background
         * @description Answers at once; the job's doneRows counts the rows written as they are. The rows are judged
         *     again inside the transaction under a lock of the gym's imports, so a phone already in the
         *     gym (from an earlier run of the same file, or another import at the same time) is skipped:
         *     a re-run duplicates nobody. A row with a debt gets an unpaid invoice over its membership's
         *     dates for that amount.
         */
        post: operations["startClientImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            /** @description What the web app shows. */
            message: string;
            code: string;
            details?: {
                field: string;
                message: string;
            }[];
        };
        /**
         * @default asc
         * @enum {string}
         */
        SortOrder: "asc" | "desc";
        PaginationResponse: {
            /** Format: int32 */
            pageNo: number;
            /** Format: int32 */
            pageSize: number;
            /** Format: int32 */
            totalPages: number;
            /** Format: int32 */
            totalElements: number;
        };
        /** @description Both fields are needed; a blank one counts as missing. */
        LoginRequest: {
            phone?: string;
            password?: string;
        };
        LoginResponse: {
            /** Format: int32 */
            id: number;
            name: string;
            email: string | null;
            phone: string;
            token: string;
            /** @description The platform subscription runs until today or later. */
            verified: boolean;
            superAdmin: boolean;
            /** Format: date-time */
            expiresAt: string;
            /** @description The language the user last chose; null until they choose one (the app follows the browser). */
            language: components["schemas"]["Language"] | null;
        };
        /**
         * @description A language of the web app: English, Nepali, Sinhala, Hindi. The user's own choice, kept with
         *     the account so every browser they sign in on shows it.
         * @enum {string}
         */
        Language: "en" | "ne" | "si" | "hi";
        /**
         * @description Where an owner's gyms are (NP Nepal, LK Sri Lanka, IN India); it chooses the district list.
         *     Left out: Nepal at sign-up and for the list, the stored country on a profile's update.
         * @enum {string}
         */
        OwnerCountry: "NP" | "LK" | "IN";
        /**
         * @description A staff member's role in the gyms they work in (x-roles gives what each may do).
         * @enum {string}
         */
        StaffRole: "MANAGER" | "FRONT_DESK" | "TRAINER";
        StaffGymRole: {
            /** Format: int32 */
            gymId: number;
            role: components["schemas"]["StaffRole"];
        };
        StaffMember: {
            /** Format: int32 */
            id: number;
            name: string;
            phone: string;
            role: components["schemas"]["StaffRole"];
            gymIds: number[];
            /** @description Whether an account with the phone number exists (false while the invitation waits). */
            joined: boolean;
            /** Format: date-time */
            invitedAt: string;
        };
        StaffChange: {
            role: components["schemas"]["StaffRole"];
            gymIds: number[];
        };
        StaffInvitation: {
            name: string;
            phone: string;
            role: components["schemas"]["StaffRole"];
            gymIds: components["schemas"]["StaffChange"]["gymIds"];
        };
        RegisterRequest: {
            name: string;
            phone: string;
            password: string;
            address: string;
            country?: components["schemas"]["OwnerCountry"];
            language?: components["schemas"]["Language"];
            /** @description One of GET /api/enums/district of the country (Nepal's when left out). */
            district: string;
        };
        PasswordResetCodeRequest: {
            phone: components["schemas"]["RegisterRequest"]["phone"];
        };
        PasswordResetCodeSent: {
            /**
             * Format: int32
             * @description How long the code works.
             */
            expiresInMinutes: number;
        };
        PasswordResetRequest: {
            phone: components["schemas"]["RegisterRequest"]["phone"];
            code: string;
            newPassword: components["schemas"]["ChangePasswordRequest"]["newPassword"];
            /** @description The new password typed again; it must be the same. */
            confirmPassword: string;
        };
        LocalSms: {
            phone: string;
            text: string;
        };
        /** @enum {string} */
        UserRole: "USER" | "SUPER_ADMIN";
        User: {
            /** Format: int32 */
            id: number;
            name: string;
            phone: string;
            email: string | null;
            address: string | null;
            country: components["schemas"]["OwnerCountry"];
            district: string | null;
            role: components["schemas"]["UserRole"];
            verified: boolean;
            /**
             * Format: int32
             * @description SMS credit; negative means the user is in credit.
             */
            totalSms: number;
            /** Format: date */
            paymentExpiryDate: string | null;
            /** @description The language the user last chose; null until they choose one. */
            language: components["schemas"]["Language"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        UserPage: {
            content: components["schemas"]["User"][];
            paginationResponse: components["schemas"]["PaginationResponse"];
        };
        UserUpdate: {
            name?: string;
            phone?: string;
            address?: string | null;
            country?: components["schemas"]["OwnerCountry"];
            language?: components["schemas"]["Language"];
            /** @description One of GET /api/enums/district of the country (the stored one when left out). */
            district?: string | null;
            role?: components["schemas"]["UserRole"];
            /**
             * Format: int32
             * @description SMS credit left; negative means the user is in credit.
             */
            totalSms?: number;
            /** Format: date */
            paymentExpiryDate?: string | null;
        };
        ChangePasswordRequest: {
            oldPassword: string;
            newPassword: string;
        };
        /**
         * @description What a gym charges in; every amount of the gym is shown in it.
         * @enum {string}
         */
        Currency: "NPR" | "LKR" | "INR" | "PKR" | "AUD";
        /**
         * @description How a gym's dates read: AD (Gregorian, 'Nov 26, 2026'), BS (Bikram Sambat, '10 Mangsir 2083') or BS_AD (the BS date with the AD date beside it). Dates are sent and stored in AD whatever it is.
         * @enum {string}
         */
        DateCalendar: "AD" | "BS" | "BS_AD";
        /**
         * @default gymName
         * @enum {string}
         */
        GymSortField: "gymName" | "branch" | "createdAt";
        PricingPlan: {
            /** Format: int32 */
            id: number;
            /** Format: int32 */
            gymId: number;
            planName: string;
            monthlyPrice: number;
            threeMonthPrice: number;
            sixMonthPrice: number;
            twelveMonthPrice: number;
            extraFeatures: string | null;
            /** @description Charged as an invoice when a freeze is made; null for none. */
            freezeFee: number | null;
            /**
             * Format: int32
             * @description Frozen days allowed per calendar year; null for no limit.
             */
            freezeDaysPerYear: number | null;
        };
        Gym: {
            /** Format: int32 */
            id: number;
            /** Format: int32 */
            userId: number;
            gymName: string;
            branch: string | null;
            address: string | null;
            contactNumber: string[];
            emailAddress: string | null;
            websiteURL: string | null;
            openingHours: string | null;
            facilities: string[];
            latitude: number | null;
            longitude: number | null;
            socialMediaLinks: string[];
            gymLogoImageUrl: string | null;
            wifiScannerImageUrl: string | null;
            /** @description IANA time zone of the gym. */
            timeZone: string;
            currency: components["schemas"]["Currency"];
            calendar: components["schemas"]["DateCalendar"];
            pricingPlanDto: components["schemas"]["PricingPlan"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        GymPage: {
            content: components["schemas"]["Gym"][];
            paginationResponse: components["schemas"]["PaginationResponse"];
        };
        /** @description The user who owns a gym, as the admin's gyms list names them. */
        GymOwner: {
            /** Format: int32 */
            id: number;
            name: string;
            phone: string;
        };
        GymWithOwner: {
            gym: components["schemas"]["Gym"];
            owner: components["schemas"]["GymOwner"];
        };
        GymWithOwnerPage: {
            content: components["schemas"]["GymWithOwner"][];
            paginationResponse: components["schemas"]["PaginationResponse"];
        };
        /**
         * @description Multipart form; arrays are repeated fields of the same name. On create gymName and at least
         *     one contactNumber are required ('Gym name is required.', 'At least one contact number is
         *     required.'). On update a field left out keeps its stored value, a text field sent blank is
         *     cleared, and a list field (contactNumber, facilities, socialMediaLinks) sent with only blank
         *     values becomes an empty list; gymName and contactNumber cannot be cleared, and a blank
         *     timeZone keeps the stored one.
         */
        GymForm: {
            gymName?: string;
            branch?: string;
            address?: string;
            contactNumber?: string[];
            /** Format: email */
            emailAddress?: string;
            websiteURL?: string;
            openingHours?: string;
            facilities?: string[];
            latitude?: number;
            longitude?: number;
            socialMediaLinks?: string[];
            timeZone?: string;
            /** @description Left out on create, the currency of the time zone's country. */
            currency?: components["schemas"]["Currency"];
            /** @description Left out on create, AD; left out on an edit, the stored one. */
            calendar?: components["schemas"]["DateCalendar"];
            /** @description JPEG, PNG or WebP, at most 2 MB. */
            logoFile?: string;
            /** @description JPEG, PNG or WebP, at most 2 MB. */
            wifiFile?: string;
        };
        /** @enum {string} */
        LiftCode: "S" | "B" | "D";
        AttemptWeights: (number | null)[];
        AttemptStatuses: (-1 | 0 | 1)[];
        LifterData: {
            name: string | null;
            /** Format: int32 */
            age: number | null;
            countryCode: string | null;
            divisions: string[];
            bodyweightKg: number | null;
            squatKg: components["schemas"]["AttemptWeights"];
            benchKg: components["schemas"]["AttemptWeights"];
            deadliftKg: components["schemas"]["AttemptWeights"];
            squatStatus: components["schemas"]["AttemptStatuses"];
            benchStatus: components["schemas"]["AttemptStatuses"];
            deadliftStatus: components["schemas"]["AttemptStatuses"];
        };
        /** @description Each referee's light: true good lift, false no lift; all null until all three have decided. */
        JudgeResults: {
            1: boolean | null;
            2: boolean | null;
            3: boolean | null;
        };
        /** @description The reason card shown with a referee's red light (1 red, 2 blue, 3 yellow); revealed with the lights. */
        JudgeCards: {
            1: components["schemas"]["ReasonCard"];
            2: components["schemas"]["ReasonCard"];
            3: components["schemas"]["ReasonCard"];
        };
        /** @enum {integer|null} */
        ReasonCard: 1 | 2 | 3 | null;
        LiftData: {
            lifterData: components["schemas"]["LifterData"] | null;
            platformData: {
                lift: components["schemas"]["LiftCode"];
            };
        };
        JudgeCombinedData: {
            liftData: components["schemas"]["LiftData"];
            judgeResults: components["schemas"]["JudgeResults"];
            judgeCards?: components["schemas"]["JudgeCards"];
        };
        /** @description Which referees have decided the attempt up (never how, until the lights show). */
        RefereesDecided: {
            1: boolean;
            2: boolean;
            3: boolean;
        };
        MeetRequest: {
            name: string;
            /** Format: date */
            date?: string | null;
            /** Format: int32 */
            platformCount: number;
        };
        MeetLiveRequest: {
            live: boolean;
        };
        PublicMeet: {
            slug: string;
            name: string;
            /** Format: date */
            date: string | null;
            /** Format: int32 */
            platformCount: number;
        };
        MeetPlatform: {
            /**
             * Format: int32
             * @description The public id: combined-data?platformId= and the event stream use it.
             */
            platformId: number;
            /** Format: int32 */
            number: number;
            /** @description What the platform's referees enter on their phones (X-Referee-Code). */
            refereeCode: string;
            /**
             * Format: int32
             * @description Referee phones locked out of the platform now, after too many wrong codes.
             */
            lockedDevices: number;
        };
        Meet: {
            /** Format: int32 */
            id: number;
            /** @description The meet's public address: combined-data?meet=, the viewer's and the widget's meet. */
            slug: string;
            /** @description Marked live by its owner (one meet per owner); combined-data?platformId= without a meet answers the meet marked live most recently. */
            live: boolean;
            name: string;
            /** Format: date */
            date: string | null;
            /** Format: int32 */
            platformCount: number;
            /** @description For competition software (X-Meet-Token); keep it secret. */
            meetToken: string;
            platforms: components["schemas"]["MeetPlatform"][];
            /** Format: date-time */
            createdAt: string;
        };
        JudgeCurrentRequest: {
            lift: components["schemas"]["LiftCode"];
            /** @description The lifter up; null for none, omitted to keep the current one. */
            lifterData?: components["schemas"]["LifterData"] | null;
        };
        JudgeAttemptRequest: {
            weightKg?: number | null;
            /**
             * Format: int32
             * @description 1 good lift, -1 failed, 0 pending.
             * @enum {integer}
             */
            status?: -1 | 0 | 1;
        };
        JudgeDecisionRequest: {
            /**
             * Format: int32
             * @description 1 left, 2 head (centre), 3 right.
             * @enum {integer}
             */
            referee: 1 | 2 | 3;
            /** @enum {string} */
            decision: "good" | "no lift";
            /** @description Only with no lift. */
            reasonCard?: components["schemas"]["ReasonCard"];
        };
        JudgePushRequest: {
            liftData: components["schemas"]["LiftData"];
            judgeResults?: components["schemas"]["JudgeResults"];
        };
        JudgePlatformState: {
            /** Format: int32 */
            platformId: number;
            /** Format: int32 */
            meetId: number;
            /** Format: int32 */
            platformNumber: number;
            /** @description The attempt up (1 to 3) of the current lift; null when none is pending. */
            attempt: number | null;
            refereesDecided: components["schemas"]["RefereesDecided"];
            /**
             * Format: date-time
             * @description When the lights showing now clear.
             */
            lightsUntil: string | null;
            combinedData: components["schemas"]["JudgeCombinedData"];
        };
        JudgeRefereeView: {
            /** Format: int32 */
            platformId: number;
            /** Format: int32 */
            platformNumber: number;
            meetName: string;
            lifterName: string | null;
            lift: components["schemas"]["LiftCode"];
            /**
             * Format: int32
             * @description The attempt up; null when there is nothing to judge.
             */
            attempt: number | null;
            weightKg: number | null;
            refereesDecided: components["schemas"]["RefereesDecided"];
            lightsShown: boolean;
        };
        /** @enum {string} */
        Gender: "MALE" | "FEMALE";
        ClientInfoInDevice: {
            card: string | null;
            password: string | null;
            /**
             * Format: int32
             * @description 0 normal user, 14 super admin; anything else is shown as Unknown.
             */
            privilege: number;
            fingerprints: string[];
        };
        Client: {
            /** Format: int32 */
            id: number;
            /** Format: int32 */
            gymId: number;
            name: string;
            gender: components["schemas"]["Gender"];
            phone: string;
            address: string | null;
            email: string | null;
            emergencyContact: string | null;
            notes: string | null;
            imageUrl: string | null;
            /** Format: date */
            dateOfBirth: string | null;
            /** Format: date */
            joinedDate: string | null;
            /** Format: date */
            membershipEndDate: string | null;
            activeMember: boolean;
            membershipState: components["schemas"]["MembershipState"];
            clientInfoInDevice: components["schemas"]["ClientInfoInDevice"];
            accessDeviceIds: number[];
        };
        FreezeRequest: {
            /**
             * Format: date
             * @description The first frozen day, on the gym's calendar.
             */
            startDate: string;
            /**
             * Format: int32
             * @description How many days the membership is frozen (and its end date moves).
             */
            days: number;
        };
        MembershipFreeze: {
            /** Format: int32 */
            id: number;
            /** Format: int32 */
            clientId: number;
            /**
             * Format: int32
             * @description The invoice of the plan's freeze fee charged when it was made; null without a fee.
             */
            feeInvoiceId: number | null;
            /**
             * Format: date
             * @description The first frozen day.
             */
            startDate: string;
            /**
             * Format: date
             * @description The last frozen day (as planned, or as ended early); equal to startDate less one day for a freeze cancelled before it began.
             */
            endDate: string;
            /**
             * Format: int32
             * @description Days frozen (fewer than planned when ended early).
             */
            days: number;
            /** Format: int32 */
            plannedDays: number;
            endedEarly: boolean;
            /**
             * @description On the gym's today.
             * @enum {string}
             */
            state: "PLANNED" | "RUNNING" | "OVER";
        };
        FreezeAllowance: {
            /** @description The plan whose rules apply; null without one. */
            planName: string | null;
            /** @description The freeze fee in the gym's currency; null: none. */
            fee: number | null;
            /**
             * Format: int32
             * @description The plan's limit of frozen days per calendar year; null without a limit.
             */
            daysPerYear: number | null;
            /**
             * Format: int32
             * @description The calendar year of startDate.
             */
            year: number;
            /**
             * Format: int32
             * @description Days the client has frozen in that year.
             */
            daysUsed: number;
            /**
             * Format: int32
             * @description The limit less the days used (never below 0); null without a limit.
             */
            daysLeft: number | null;
        };
        /** @enum {string} */
        PaymentGatewayName: "ESEWA" | "KHALTI" | "PAYHERE" | "RAZORPAY";
        PaymentGatewaySetting: {
            gateway: components["schemas"]["PaymentGatewayName"];
            /** @description The gym offers it on its payment links. */
            enabled: boolean;
            /** @description The one currency the gateway takes. */
            currency: string;
            /** @description The credentials the gateway needs, in the order to ask for them. */
            credentialFields: components["schemas"]["PaymentCredentialName"][];
            /** @description Those the gym has entered (their values are never answered). */
            credentialsSet: components["schemas"]["PaymentCredentialName"][];
        };
        /** @enum {string} */
        PaymentCredentialName: "productCode" | "secretKey" | "merchantId" | "merchantSecret" | "keyId" | "keySecret" | "webhookSecret";
        PaymentGatewayRequest: {
            enabled: boolean;
            /** @description The credentials to replace; one left out or empty keeps the one kept. */
            credentials: {
                productCode?: string;
                secretKey?: string;
                merchantId?: string;
                merchantSecret?: string;
                keyId?: string;
                keySecret?: string;
                webhookSecret?: string;
            };
        };
        PaymentLinkRequest: {
            gateway: components["schemas"]["PaymentGatewayName"];
            /** @description Send the link to the client by SMS (else it is shown at the desk, as a QR code). */
            sendBySms: boolean;
        };
        PaymentLink: {
            /** Format: int32 */
            id: number;
            /** Format: int32 */
            invoiceId: number;
            gateway: components["schemas"]["PaymentGatewayName"];
            amount: number;
            currency: string;
            /** @description The public pay page to send or show the member. */
            url: string;
            /** @enum {string} */
            status: "OPEN" | "PAID" | "CANCELLED" | "EXPIRED";
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            paidAt: string | null;
            /** Format: int32 */
            paymentId: number | null;
        };
        FreezeSettings: {
            /** @description A frozen member who punches in at the gym's door ends their freeze that day. */
            endOnPunchIn: boolean;
        };
        ActivityEntry: {
            /** Format: int64 */
            id: number;
            /** Format: date-time */
            at: string;
            /** @description Who made the change; null for the server's own (the door sweep, a device's report). */
            actor: null | {
                /** Format: int32 */
                id: number;
                name: string;
            };
            /** Format: int32 */
            clientId: number | null;
            /** @description Null when the change concerns no client, or the client was deleted. */
            clientName: string | null;
            /** @enum {string} */
            subject: "INVOICE" | "PAYMENT" | "MONEY_FLOW" | "FREEZE" | "MEMBERSHIP" | "DOOR";
            /**
             * Format: int32
             * @description The record's id (the device's for DOOR).
             */
            subjectId: number;
            /** @enum {string} */
            action: "CREATED" | "CHANGED" | "DELETED";
            /** @description The fields that changed (all of them for CREATED and DELETED), as stored (dates YYYY-MM-DD, amounts as decimals). */
            changes: {
                field: string;
                before: string | null;
                after: string | null;
            }[];
        };
        ActivityPage: {
            content: components["schemas"]["ActivityEntry"][];
            paginationResponse: components["schemas"]["PaginationResponse"];
        };
        /**
         * @description The client's membership on the gym's today, one definition for every screen, the door and the SMS groups: INACTIVE (set inactive), NONE (never had one), FROZEN (a freeze runs today), EXPIRED (ended before today), EXPIRING (runs today and ends within 7 days), ACTIVE (runs further). The door admits ACTIVE and EXPIRING.
         * @enum {string}
         */
        MembershipState: "ACTIVE" | "EXPIRING" | "EXPIRED" | "FROZEN" | "INACTIVE" | "NONE";
        WholeGymExport: {
            /** @enum {string} */
            format: "gym-platform-whole-gym";
            /** Format: int32 */
            version: number;
            /** Format: date-time */
            exportedAt: string;
            gym: Record<string, never>;
            tables: {
                [key: string]: Record<string, never>[];
            };
        };
        /** @description Multipart form; the file is required. */
        ImportUpload: {
            /** @description The CSV file, at most 2 MB. */
            file?: string;
            /** @description The file's name on the owner's device, to show with the job. */
            fileName?: string;
        };
        /** @description Each field's column, by its index in the file's first line; a field left out is not imported. */
        ImportMapping: {
            /** Format: int32 */
            name?: number;
            /** Format: int32 */
            phone?: number;
            /** Format: int32 */
            gender?: number;
            /** Format: int32 */
            email?: number;
            /** Format: int32 */
            address?: number;
            /** Format: int32 */
            dateOfBirth?: number;
            /** Format: int32 */
            joinedDate?: number;
            /** Format: int32 */
            membershipStartDate?: number;
            /** Format: int32 */
            membershipEndDate?: number;
            /** Format: int32 */
            owes?: number;
            /** Format: int32 */
            emergencyContact?: number;
            /** Format: int32 */
            notes?: number;
        };
        ImportColumns: {
            mapping: components["schemas"]["ImportMapping"];
        };
        ImportJob: {
            /** Format: int32 */
            id: number;
            /** Format: int32 */
            gymId: number;
            fileName: string;
            /**
             * @description UPLOADED waits for the owner's choice; FAILED wrote nothing.
             * @enum {string}
             */
            status: "UPLOADED" | "IMPORTING" | "DONE" | "FAILED";
            headers: string[];
            /** Format: int32 */
            totalRows: number;
            mapping: components["schemas"]["ImportMapping"];
            /**
             * Format: int32
             * @description Rows written so far, of goodRows.
             */
            doneRows: number;
            /** Format: int32 */
            goodRows: number | null;
            /** Format: int32 */
            importedRows: number | null;
            /**
             * Format: int32
             * @description Rows left out: with a problem, or a phone already in the gym.
             */
            skippedRows: number | null;
            error: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        ImportRowVerdict: {
            /**
             * Format: int32
             * @description The row's line in the file (the headers are line 1).
             */
            line: number;
            name: string;
            phone: string;
            problems: string[];
        };
        ImportPreview: {
            /** Format: int32 */
            totalRows: number;
            /** Format: int32 */
            goodRows: number;
            /** Format: int32 */
            badRows: number;
            /** @description Every row with a problem, then the first good rows (at most 1,000 rows in all). */
            rows: components["schemas"]["ImportRowVerdict"][];
        };
        /**
         * @description Multipart form; device info is flattened as clientInfoInDevice.card and so on, arrays are
         *     repeated fields (a blank value alone empties one). On create name, phone, gender and gymId
         *     are required (blank counts as missing); on update, fields left out keep their value.
         */
        ClientForm: {
            /** Format: int32 */
            gymId?: number;
            name?: string;
            gender?: components["schemas"]["Gender"];
            /** Format: phone */
            phone?: string;
            address?: string;
            /** Format: email */
            email?: string;
            emergencyContact?: string;
            notes?: string;
            dateOfBirth?: components["schemas"]["ClearableDate"];
            joinedDate?: components["schemas"]["ClearableDate"];
            membershipEndDate?: components["schemas"]["ClearableDate"];
            activeMember?: boolean;
            "clientInfoInDevice.card"?: string;
            "clientInfoInDevice.password"?: string;
            /** Format: int32 */
            "clientInfoInDevice.privilege"?: number;
            "clientInfoInDevice.fingerprints"?: string[];
            /** @description The gym's doors the client opens; one blank value (and no id) takes every door away. */
            accessDeviceIds?: (number | string)[];
            /** @description Photo: JPEG, PNG or WebP, at most 2 MB. */
            file?: string;
        };
        /** @description A date (YYYY-MM-DD) in a form, or blank, which clears it on update. */
        ClearableDate: string;
        BasicClient: {
            /** Format: int32 */
            id: number;
            name: string;
            phone: string;
            imageUrl: string | null;
            /** Format: date */
            membershipEndDate: string | null;
            activeMember: boolean;
        };
        ClientPage: {
            content: components["schemas"]["Client"][];
            paginationResponse: components["schemas"]["PaginationResponse"];
        };
        ExpiredClient: components["schemas"]["BasicClient"] & {
            /**
             * Format: int32
             * @description Whole days since membershipEndDate plus 1, in the gym's time zone.
             */
            expiredDays: number;
        };
        ExpiredClientPage: {
            content: components["schemas"]["ExpiredClient"][];
            paginationResponse: components["schemas"]["PaginationResponse"];
            /** Format: int32 */
            totalElements: number;
        };
        DuesPage: {
            content: components["schemas"]["Due"][];
            paginationResponse: components["schemas"]["PaginationResponse"];
            totals: components["schemas"]["DuesTotals"];
        };
        /** @description An invoice with something still due, and its client. */
        Due: {
            /** Format: int32 */
            invoiceId: number;
            /**
             * Format: int32
             * @description The invoice's number in its gym.
             */
            invoiceNumber: number;
            /** Format: int32 */
            clientId: number;
            clientName: string;
            clientPhone: string;
            /**
             * Format: date
             * @description The client's membership end (the reminder's expiry_date), null without one.
             */
            clientMembershipEndDate: string | null;
            /** Format: date */
            membershipStartDate: string;
            /** Format: date */
            membershipEndDate: string;
            discountedAmount: number;
            amountPaid: number;
            /** @description Always more than 0. */
            amountDue: number;
            /**
             * Format: int32
             * @description Whole days from membershipStartDate to the gym's today; 0 before it starts.
             */
            ageDays: number;
            ageBucket: components["schemas"]["DuesAgeBucket"];
        };
        /** @description GymMaster's 'stop on owe': the door refuses a member owing too much for too long. */
        StopOnOwe: {
            enabled: boolean;
            /** @description The door refuses a member owing more than this on invoices older than `days`. */
            amount: number;
            /**
             * Format: int32
             * @description How many days an invoice may be owed before it counts.
             */
            days: number;
        };
        ClientDues: {
            /** @description What the client owes on all their invoices. */
            amountDue: number;
            /** @description What they owe on invoices older than the gym's stop-on-owe days (0 when it is off). */
            overdueAmount: number;
            /** @description The gym's stop on owe is on and overdueAmount is more than its amount. */
            doorRefused: boolean;
        };
        /**
         * @description ageDays 0-30, 31-60, or 61 and more.
         * @enum {string}
         */
        DuesAgeBucket: "DAYS_0_30" | "DAYS_31_60" | "OVER_60";
        /** @description What is due on all the gym's invoices, per age bucket and overall. */
        DuesTotals: {
            days0To30: number;
            days31To60: number;
            over60Days: number;
            total: number;
        };
        AdminSummary: {
            /**
             * Format: int32
             * @description Every account, super admins included.
             */
            totalUsers: number;
            /** Format: int32 */
            totalGyms: number;
            /**
             * Format: int32
             * @description Messages sent this calendar month.
             */
            smsSentThisMonth: number;
            /**
             * Format: int32
             * @description Their segments (the SMS credits they cost).
             */
            smsCreditsUsedThisMonth: number;
            /**
             * Format: int32
             * @description Subscriptions ending today or in the next 7 days.
             */
            expiringIn7Days: number;
            /** @description Those users, soonest first (at most 20). */
            expiringUsers: components["schemas"]["User"][];
        };
        DashboardCards: {
            /**
             * Format: int32
             * @description All clients of the gym.
             */
            totalUsers: number;
            /** Format: int32 */
            totalActiveMembers: number;
            /** Format: int32 */
            totalExpiredMembers: number;
            /** Format: int32 */
            totalInactiveMembers: number;
            totalRevenueThisMonth: number;
            totalRevenueToDate: number;
            /** @description What the gym's clients still owe on all their invoices (the Dues screen's total). */
            totalOutstanding: number;
        };
        MonthlyPayment: {
            /** Format: int32 */
            month: number;
            /** Format: int32 */
            year: number;
            total: number;
        };
        /** @description Amount per tag. A flow with several tags is split equally among them, to the cent (its first tags take any odd cent), so the amounts add up to exactly the side's total. */
        AmountByTag: {
            [key: string]: number;
        };
        FinancialSummary: {
            totalIncome: number;
            totalExpense: number;
            netIncome: number;
            incomeByTag: components["schemas"]["AmountByTag"];
            expenseByTag: components["schemas"]["AmountByTag"];
        };
        /** @enum {string} */
        TransactionType: "INCOME" | "EXPENSE";
        MoneyFlow: {
            /** Format: int32 */
            id: number;
            /** Format: int32 */
            gymId: number;
            billNo: string | null;
            /** Format: date-time */
            transactionDate: string;
            transactionType: components["schemas"]["TransactionType"];
            tags: string[];
            amount: number;
            description: string | null;
            /** @description The client payment this income was recorded from, if any. */
            paymentId: number | null;
            /** @description The client of that payment, if any (the payment is edited on the client's invoice). */
            clientId: number | null;
            /**
             * Format: int32
             * @description The invoice of that payment, if any.
             */
            invoiceId: number | null;
        };
        MoneyFlowRequest: {
            /** Format: int32 */
            gymId: number;
            /** @description Trimmed; blank is none. An income's follows the rule and message of PaymentRequest.billNo (once per gym among payments and incomes, else 409 on billNo); an expense's may repeat. */
            billNo?: string | null;
            /** @description A date and time with an offset (2026-11-03T18:30:00+05:45, 2026-11-03T12:45:00Z) or without one (2026-11-03T18:30:00 or 2026-11-03T18:30, what a browser's date-time input gives), which is then the gym's local time. */
            transactionDate: string;
            transactionType: components["schemas"]["TransactionType"];
            amount: number;
            /** @description Trimmed, blanks dropped, and each name once whatever the case: the first of its spellings in the list, or the spelling the gym first gave it ('rent' is saved as 'Rent' in a gym that has 'Rent'). None left counts as missing. */
            tags: string[];
            description?: string | null;
        };
        MoneyFlowPage: {
            content: components["schemas"]["MoneyFlow"][];
            paginationResponse: components["schemas"]["PaginationResponse"];
            /** Format: int32 */
            pageNo: number;
            /** Format: int32 */
            totalPages: number;
            last: boolean;
        };
        MoneyDistribution: {
            incomeDistribution: components["schemas"]["AmountByTag"];
            expenseDistribution: components["schemas"]["AmountByTag"];
        };
        MoneyBasicInfo: {
            totalIncome: number;
            totalExpense: number;
            netIncome: number;
            /** Format: int32 */
            transactionCount: number;
        };
        AggregatedReportRow: {
            /** @description 'YYYY-MM-DD' (DAILY, an AD day) or 'YYYY-MM' (MONTHLY): an AD month, or for a gym whose dates read in Bikram Sambat (calendar BS or BS_AD) a BS month ('2083-08' is Mangsir 2083). */
            period: string;
            totalIncome: number;
            totalExpense: number;
            netIncome: number;
        };
        PricingPlanRequest: {
            planName: string;
            monthlyPrice: number;
            threeMonthPrice: number;
            sixMonthPrice: number;
            twelveMonthPrice: number;
            extraFeatures?: string | null;
            /** @description Left out or null, freezes of this plan cost nothing. */
            freezeFee?: number | null;
            /**
             * Format: int32
             * @description Left out or null, no limit; 0 forbids freezing memberships of this plan.
             */
            freezeDaysPerYear?: number | null;
        };
        AccessControlDevice: {
            /** Format: int32 */
            id: number;
            /** Format: int32 */
            gymId: number;
            deviceName: string;
            door: string;
            serialNumber: string;
            /**
             * Format: int32
             * @description Fingerprints stored on the device.
             */
            fingers: number;
            /** Format: int32 */
            fingersCapacity: number;
            /** Format: int32 */
            users: number;
            /** Format: int32 */
            usersCapacity: number;
            /**
             * Format: int32
             * @description Attendance records on the device.
             */
            records: number;
            clientIds: number[];
            /**
             * Format: date-time
             * @description When the device last called.
             */
            lastSeenAt: string | null;
            /**
             * Format: int32
             * @description Commands without a result from the device yet.
             */
            pendingCommands: number;
            /**
             * Format: int32
             * @description Commands the device answered with an error code.
             */
            failedCommands: number;
            /** @description While the device has not claimed this registration: the 8-digit code to key into the device as a new user's ID (or punch with); its first upload carrying the code claims it. Null once claimed. */
            claimCode: string | null;
            /** Format: date-time */
            claimedAt: string | null;
            /**
             * @description WAITING_FOR_CLAIM until the device uploads its claim code; then ONLINE when it called within DEVICE_ONLINE_MINUTES, else OFFLINE.
             * @enum {string}
             */
            connection: "ONLINE" | "OFFLINE" | "WAITING_FOR_CLAIM";
        };
        DevicePage: {
            content: components["schemas"]["AccessControlDevice"][];
            paginationResponse: components["schemas"]["PaginationResponse"];
        };
        /** @description A serial number is unique within a gym (409); another gym may register it too, and the device belongs to the registration whose claim code it uploads. */
        DeviceRequest: {
            /** Format: int32 */
            gymId: number;
            /** @default k40 pro */
            deviceName: string;
            door: string;
            serialNumber: string;
        };
        ClientIdList: number[];
        DeviceCommand: {
            /** Format: int32 */
            id: number;
            /** Format: int32 */
            deviceId: number;
            /** Format: int32 */
            clientId: number | null;
            command: string;
            /** @enum {string} */
            status: "PENDING" | "SENT" | "DONE" | "FAILED";
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: int32
             * @description How often the command went out.
             */
            attempts: number;
            /** Format: date-time */
            sentAt: string | null;
            /** Format: date-time */
            doneAt: string | null;
            /**
             * Format: int32
             * @description The device's result: 0 done, -1 bad parameters, -10 no such user, -1001 capacity reached, -1005 busy; for ENROLL_FP 2 already exists, 4 failed, 6 cancelled.
             */
            returnCode: number | null;
        };
        /** @description The queued enrolment command, and the device's connection as the command was queued: an ONLINE device takes it at its next poll (seconds); an OFFLINE one or one WAITING_FOR_CLAIM (never seen) only when it next connects. */
        RemoteEnrolment: components["schemas"]["DeviceCommand"] & {
            /**
             * @description As AccessControlDevice.connection.
             * @enum {string}
             */
            deviceConnection: "ONLINE" | "OFFLINE" | "WAITING_FOR_CLAIM";
        };
        Payment: {
            /** Format: int32 */
            id: number;
            /**
             * Format: int32
             * @description The payment's receipt number in its gym ('Receipt #12'): 1 for the gym's first payment, then in the order payments are recorded, never reused (a deleted payment's number stays unused). Decision 0045.
             */
            receiptNumber: number;
            /** Format: int32 */
            clientId: number;
            /** Format: int32 */
            invoiceId: number;
            billNo: string;
            amount: number;
            /** Format: date */
            paymentDate: string;
            /** @description One of GET /api/enums/payment-type. */
            paymentType: string;
            /** @description Who recorded it (the signed-in user); null once that account is deleted. */
            createdBy: components["schemas"]["UserName"] | null;
            /** @description The payment gateway that recorded it, for a payment made online through a payment link (createdBy is then null: no one signed in recorded it); null for one recorded by hand. */
            gateway: components["schemas"]["PaymentGatewayName"] | null;
        };
        UserName: {
            /** Format: int32 */
            id: number;
            name: string;
        };
        Receipt: {
            /** Format: int32 */
            paymentId: number;
            /**
             * Format: int32
             * @description The payment's receiptNumber.
             */
            receiptNumber: number;
            /** Format: int32 */
            gymId: number;
            /**
             * Format: date
             * @description The day the money was received, on the gym's calendar.
             */
            paymentDate: string;
            /**
             * Format: date-time
             * @description When the payment was recorded.
             */
            recordedAt: string;
            billNo: string;
            amount: number;
            /** @description One of GET /api/enums/payment-type. */
            paymentType: string;
            /** @description What was still due on the invoice after this payment: its discounted amount less this payment and those recorded before it (by receipt number), so a reprint says what the first print said. */
            amountDue: number;
            recordedBy: components["schemas"]["UserName"] | null;
            client: {
                /** Format: int32 */
                id: number;
                name: string;
                phone: string;
            };
            invoice: {
                /** Format: int32 */
                id: number;
                /** Format: int32 */
                number: number;
                planName: string | null;
                /** Format: date */
                membershipStartDate: string;
                /** Format: date */
                membershipEndDate: string;
                discountedAmount: number;
            };
            /** @description The receipt's SMS, once one was queued (automatically or on request); else null. */
            sms: {
                /** Format: int32 */
                id: number;
                /** @enum {string} */
                status: "QUEUED" | "SENT" | "DELIVERED" | "FAILED";
                /** Format: date-time */
                sendDateTime: string;
            } | null;
        };
        PaymentRequest: {
            /** Format: int32 */
            invoiceId: number;
            /** @description The number of the receipt given for the payment, trimmed. Used once per gym, whatever the case, among its payments and other incomes (each payment is also an income): one in use is a 409 on billNo. An expense's bill number is the supplier's and may repeat. */
            billNo: string;
            amount: number;
            /**
             * Format: date
             * @description The day the money was received, on the gym's calendar: not after the gym's today in its time zone (400); a payment is money taken in, not promised.
             */
            paymentDate: string;
            paymentType: string;
        };
        PaymentPage: {
            content: components["schemas"]["Payment"][];
            paginationResponse: components["schemas"]["PaginationResponse"];
        };
        Invoice: {
            /**
             * Format: int32
             * @description The invoice's key in addresses and calls.
             */
            id: number;
            /**
             * Format: int32
             * @description Set on a freeze fee's invoice (the freeze it was charged for): no membership period, so the membership's end leaves it out; null on a membership invoice.
             */
            freezeId: number | null;
            /**
             * Format: int32
             * @description The invoice's number in its gym, which people read ('Invoice #2'): 1 for the gym's first invoice, then in the order they are created, never reused (a deleted invoice's number stays unused).
             */
            number: number;
            /** Format: int32 */
            clientId: number;
            /** Format: int32 */
            gymId: number;
            pricingPlanDto: {
                /** Format: int32 */
                id: number;
                planName: string;
            } | null;
            /** Format: date */
            membershipStartDate: string;
            /** Format: date */
            membershipEndDate: string;
            totalAmount: number;
            /** @description What the client owes after the discount. */
            discountedAmount: number;
            /** @description Sum of the payments. */
            amountPaid: number;
            /** @description discountedAmount minus amountPaid. */
            amountDue: number;
            /** @description amountDue is 0. */
            cleared: boolean;
            /** Format: date-time */
            createdAt: string;
            paymentDtoList: components["schemas"]["Payment"][];
            basicClientDto: components["schemas"]["BasicClient"];
            /** @description Who created it (the signed-in user); null once that account is deleted. */
            createdBy: components["schemas"]["UserName"] | null;
        };
        /** @description The plan is named by pricingPlanId or, as the specification's Invoice entity carries it, by pricingPlanDto {id}: one of them is required ('Pricing Plan is required.'), and when both are sent they must name the same plan. */
        InvoiceRequest: {
            /** Format: int32 */
            clientId: number;
            /** Format: int32 */
            pricingPlanId?: number;
            /** @description The plan as an invoice answers it; only its id is read. */
            pricingPlanDto?: {
                /** Format: int32 */
                id: number;
            } | null;
            /** Format: date */
            membershipStartDate: string;
            /** Format: date */
            membershipEndDate: string;
            totalAmount: number;
            discountedAmount: number;
        };
        InvoicePage: {
            content: components["schemas"]["Invoice"][];
            paginationResponse: components["schemas"]["PaginationResponse"];
        };
        SmsRecord: {
            /** Format: int32 */
            id: number;
            /** Format: int32 */
            gymId: number;
            client: {
                /** Format: int32 */
                id: number;
                name: string;
            } | null;
            content: string;
            phone: string;
            /** Format: date-time */
            sendDateTime: string;
            /**
             * Format: int32
             * @description Segments charged.
             */
            smsCost: number;
            /**
             * @description QUEUED waits for the sender (or its next try); SENT the provider accepted it; FAILED it never left (its credits were refunded).
             * @enum {string}
             */
            status: "QUEUED" | "SENT" | "DELIVERED" | "FAILED";
            /** @enum {string} */
            encoding: "GSM_7" | "UCS_2";
            /** @description The provider that took (or refused) it; null before the first try. */
            provider: string | null;
            /** @description The provider's id of the message; null when the provider gives none (then there is no delivery report). */
            providerMessageId: string | null;
            /** @description The provider's last refusal, as it said it. */
            error: string | null;
            /**
             * Format: int32
             * @description How many times it was handed to a provider.
             */
            attempts: number;
            /** @description Its credits went back to the sender (it never left). */
            refunded: boolean;
            /**
             * @description Why the scheduler sent it automatically (days before or after the membership's end, a birthday, a renewal, a payment's receipt); null when a person sent it.
             * @enum {string|null}
             */
            reminderReason: "BEFORE_EXPIRY_7" | "BEFORE_EXPIRY_3" | "BEFORE_EXPIRY_1" | "AFTER_EXPIRY_1" | "AFTER_EXPIRY_3" | "AFTER_EXPIRY_7" | "BIRTHDAY" | "MEMBERSHIP_RENEWED" | "PAYMENT_RECEIVED" | null;
            /** @description Who sent it (the signed-in owner or staff member); null for an automatic message or once that account is deleted. The credits are always the gym owner's. */
            sentBy?: components["schemas"]["UserName"] | null;
            /** @description What the status cannot say by itself, e.g. that the provider gives no message id (so no delivery report will come). */
            statusNote: string | null;
        };
        SmsPage: {
            content: components["schemas"]["SmsRecord"][];
            paginationResponse: components["schemas"]["PaginationResponse"];
        };
        SmsMonthlyCount: {
            /** Format: int32 */
            year: number;
            /** Format: int32 */
            month: number;
            /** Format: int32 */
            count: number;
        };
        SendSmsRequest: {
            /** @description Filled per recipient: client_name, expiry_date, business_name, and amount_due (what the client owes on all their invoices, in the gym's currency; empty for a number that is none of the gym's clients). */
            smsContent: string;
            /** @description Comma-separated phone numbers of the gym's country (see sendSms). */
            phoneNumbers?: string | null;
            /** @enum {string|null} */
            type?: "ALL" | "EXPIRED" | "NON_EXPIRED" | null;
            /** Format: int32 */
            gymId: number;
        };
        SendSmsResult: {
            /** Format: int32 */
            sent: number;
            /** Format: int32 */
            failed: number;
            /** Format: int32 */
            creditsUsed: number;
            /**
             * Format: int32
             * @description The user's balance afterwards; negative means credit.
             */
            totalSms: number;
        };
        HealthStatus: {
            /** @enum {string} */
            status: "ok";
        };
        SupportContact: {
            /** @description In E.164 (+9779800000000), for tel: and wa.me links; null when not configured. */
            phone: string | null;
        };
        SmsQuote: {
            /**
             * Format: int32
             * @description The messages that would be sent.
             */
            recipients: number;
            /**
             * Format: int32
             * @description Their segments: the credits they would cost.
             */
            credits: number;
            /**
             * Format: int32
             * @description The user's balance now; negative means credit.
             */
            totalSms: number;
        };
        UserSMSSetting: {
            /** Format: int32 */
            gymId?: number;
            sendBefore7DaysExpired: boolean;
            sendBefore3DaysExpired: boolean;
            sendBefore1DayExpired: boolean;
            sendAfter1DayExpired: boolean;
            sendAfter3DaysExpired: boolean;
            sendAfter7DaysExpired: boolean;
            sendMembershipRenewed: boolean;
            sendBirthday: boolean;
            sendBefore7DaysExpiredTemplate: components["schemas"]["SmsTemplate"];
            sendBefore3DaysExpiredTemplate: components["schemas"]["SmsTemplate"];
            sendBefore1DayExpiredTemplate: components["schemas"]["SmsTemplate"];
            sendAfter1DayExpiredTemplate: components["schemas"]["SmsTemplate"];
            sendAfter3DaysExpiredTemplate: components["schemas"]["SmsTemplate"];
            sendAfter7DaysExpiredTemplate: components["schemas"]["SmsTemplate"];
            sendMembershipRenewedTemplate: components["schemas"]["SmsTemplate"];
            sendBirthdayTemplate: components["schemas"]["SmsTemplate"];
            /** @description The 'Dues reminder', sent from the Dues screen (never automatically); may also use amount_due. Always answered; left out of a save, the saved one is kept. */
            sendDuesReminderTemplate?: components["schemas"]["SmsTemplate"];
            /** @description Send the 'Payment received' SMS (the payment's receipt) automatically when a payment is recorded. Off by default; always answered; left out of a save, the saved one is kept. */
            sendPaymentReceived?: boolean;
            /** @description The 'Payment received' message, sent automatically (when switched on) or from a payment's receipt; may also use amount, receipt_number and amount_due (what is still due on the invoice after the payment). Always answered; left out of a save, the saved one is kept. */
            sendPaymentReceivedTemplate?: components["schemas"]["SmsTemplate"];
        };
        /** @description May use the placeholders client_name, expiry_date and business_name. */
        SmsTemplate: string;
        /** @enum {string} */
        Weekday: "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
        ClientAttendanceDays: {
            /** Format: int32 */
            clientId: number;
            /** Format: int32 */
            month: number;
            /** Format: int32 */
            year: number;
            /** Format: int32 */
            totalDays: number;
        };
        AttendanceRecord: {
            /** Format: date-time */
            datetime: string;
            /**
             * @description As the device reports it.
             * @enum {string}
             */
            status: "CHECK_IN" | "CHECK_OUT" | "BREAK_OUT" | "BREAK_IN" | "OVERTIME_IN" | "OVERTIME_OUT";
        };
    };
    responses: {
        /**
         * @description A CSV file (RFC 4180, UTF-8 with a byte order mark, CRLF lines), sent as a download and
         *     streamed as it is read. The first line names the columns.
         */
        CsvFile: {
            headers: {
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "text/csv": string;
            };
        };
        /** @description A list of values. */
        StringList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": string[];
            };
        };
        /** @description Invalid input (code VALIDATION_ERROR); the message names the field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No token, a bad one, an expired one (code TOKEN_EXPIRED) or wrong credentials. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not allowed (code FORBIDDEN), the caller's role in the gym does not grant the operation's x-permission (code PERMISSION_DENIED, the message names it), or the subscription has expired (code NOT_VERIFIED). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such record for this caller (another tenant's records are not found either). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Clashes with an existing record (code CONFLICT). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many failed sign-ins, reset codes asked for, or wrong referee codes, from this phone or address (code TOO_MANY_ATTEMPTS). */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        MeetIdPath: number;
        /** @description The platform's public id (listed with its meet). */
        PlatformIdPath: number;
        /** @description The meet's public address. */
        MeetSlugPath: string;
        /** @description A meet's public address; `platformId` is then its own platform number. */
        MeetSlugQuery: string;
        /**
         * @description The referee page's own device id (kept in the browser). Wrong codes are counted per device and
         *     platform, so a referee who mistypes locks out only their own phone; without it the device is
         *     the caller's address.
         */
        RefereeDevice: string;
        /** @description The ETag of the state the caller has; answered 304 while it is still current. */
        IfNoneMatch: string;
        IdPath: number;
        UserIdPath: number;
        /** @description Zero-based page number. */
        PageNo: number;
        PageSize: number;
        SortOrderAsc: components["schemas"]["SortOrder"];
        GymIdPath: number;
        GymIdQuery: number;
        ClientIdPath: number;
        ClientIdQuery: number;
        PlanIdPath: number;
        DeviceIdPath: number;
        MonthQuery: number;
        YearQuery: number;
        MoneyPageSize: number;
        MoneySortBy: "transactionDate" | "amount" | "billNo" | "transactionType";
        /** @description Inclusive start, e.g. 2026-11-01T00:00:00 (gym time when no offset is given). */
        StartDateTime: string;
        /** @description Inclusive end, e.g. 2026-11-30T23:59:59 (gym time when no offset is given). */
        EndDateTime: string;
        /** @description Comma-joined tags; a flow matches when it carries any of them, whatever the case. */
        TagsFilter: string;
        InvoiceSortBy: "createdAt" | "membershipStartDate" | "membershipEndDate" | "totalAmount";
    };
    requestBodies: never;
    headers: {
        /** @description A strong validator of the answer's content; send it back as If-None-Match. */
        ETag: string;
        /** @description `public, max-age=1`: any cache may keep the answer for one second. */
        PublicCacheControl: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is alive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
            /** @description Not ready (code NOT_READY); the message says why. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    authenticateStore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    authenticateAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Registered and signed in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
        };
    };
    requestPasswordResetCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetCodeRequest"];
            };
        };
        responses: {
            /** @description Accepted; a code is on its way if the number has an account. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetCodeSent"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description The password is changed; sign in with it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSupportContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The number. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportContact"];
                };
            };
        };
    };
    listUserRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["StringList"];
        };
    };
    listDistricts: {
        parameters: {
            query?: {
                country?: components["schemas"]["OwnerCountry"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["StringList"];
        };
    };
    listPaymentTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["StringList"];
        };
    };
    listPaymentStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["StringList"];
        };
    };
    getJudgeCombinedData: {
        parameters: {
            query: {
                platformId: number;
                /** @description A meet's public address; `platformId` is then its own platform number. */
                meet?: components["parameters"]["MeetSlugQuery"];
            };
            header?: {
                /** @description The ETag of the state the caller has; answered 304 while it is still current. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The platform's current state. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["PublicCacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JudgeCombinedData"];
                };
            };
            /** @description Unchanged since the state named by If-None-Match. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
        };
    };
    streamJudgeEvents: {
        parameters: {
            query?: {
                /** @description A meet's public address; `platformId` is then its own platform number. */
                meet?: components["parameters"]["MeetSlugQuery"];
            };
            header?: {
                "Last-Event-ID"?: string;
            };
            path: {
                /** @description The platform's public id (listed with its meet). */
                platformId: components["parameters"]["PlatformIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An endless event stream: `id: <etag>` and `data: <JudgeCombinedData as JSON>` per event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getJudgePublicMeet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The meet's public address. */
                meetSlug: components["parameters"]["MeetSlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The meet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicMeet"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listJudgeMeets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The meets, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meet"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createJudgeMeet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MeetRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getJudgeMeet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                meetId: components["parameters"]["MeetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The meet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meet"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateJudgeMeet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                meetId: components["parameters"]["MeetIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MeetRequest"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteJudgeMeet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                meetId: components["parameters"]["MeetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setJudgeMeetLive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                meetId: components["parameters"]["MeetIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MeetLiveRequest"];
            };
        };
        responses: {
            /** @description The meet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    renewJudgeMeetCodes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                meetId: components["parameters"]["MeetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The meet with its new token and codes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meet"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    pushJudgeCombinedData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                meetId: components["parameters"]["MeetIdPath"];
                platformNumber: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JudgePushRequest"];
            };
        };
        responses: {
            /** @description The platform's state after the push. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JudgePlatformState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getJudgePlatform: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The platform's public id (listed with its meet). */
                platformId: components["parameters"]["PlatformIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The platform's state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JudgePlatformState"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setJudgePlatformCurrent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The platform's public id (listed with its meet). */
                platformId: components["parameters"]["PlatformIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JudgeCurrentRequest"];
            };
        };
        responses: {
            /** @description The platform's state after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JudgePlatformState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setJudgeAttempt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The platform's public id (listed with its meet). */
                platformId: components["parameters"]["PlatformIdPath"];
                lift: components["schemas"]["LiftCode"];
                attempt: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JudgeAttemptRequest"];
            };
        };
        responses: {
            /** @description The platform's state after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JudgePlatformState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    resetJudgeRefereeLocks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The platform's public id (listed with its meet). */
                platformId: components["parameters"]["PlatformIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unlocked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getJudgeRefereeView: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The referee page's own device id (kept in the browser). Wrong codes are counted per device and
                 *     platform, so a referee who mistypes locks out only their own phone; without it the device is
                 *     the caller's address.
                 */
                "X-Referee-Device"?: components["parameters"]["RefereeDevice"];
            };
            path: {
                /** @description The platform's public id (listed with its meet). */
                platformId: components["parameters"]["PlatformIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attempt up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JudgeRefereeView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    submitJudgeDecision: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The referee page's own device id (kept in the browser). Wrong codes are counted per device and
                 *     platform, so a referee who mistypes locks out only their own phone; without it the device is
                 *     the caller's address.
                 */
                "X-Referee-Device"?: components["parameters"]["RefereeDevice"];
            };
            path: {
                /** @description The platform's public id (listed with its meet). */
                platformId: components["parameters"]["PlatformIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JudgeDecisionRequest"];
            };
        };
        responses: {
            /** @description Recorded; the attempt up after the decision. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JudgeRefereeView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listUserGyms: {
        parameters: {
            query?: {
                /** @description Zero-based page number. */
                pageNo?: components["parameters"]["PageNo"];
                pageSize?: components["parameters"]["PageSize"];
                sortBy?: components["schemas"]["GymSortField"];
                sortOrder?: components["parameters"]["SortOrderAsc"];
            };
            header?: never;
            path: {
                userId: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of gyms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GymPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    searchGyms: {
        parameters: {
            query?: {
                userId?: number;
                gymName?: string;
                emailAddress?: string;
                websiteURL?: string;
                minLatitude?: number;
                maxLatitude?: number;
                minLongitude?: number;
                maxLongitude?: number;
                /** @description Zero-based page number. */
                pageNo?: components["parameters"]["PageNo"];
                pageSize?: components["parameters"]["PageSize"];
                sortBy?: components["schemas"]["GymSortField"];
                sortOrder?: components["parameters"]["SortOrderAsc"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matching gyms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GymPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createGym: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["GymForm"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Gym"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getGym: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The gym. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Gym"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateGym: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["GymForm"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Gym"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteGym: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Zero-based page number. */
                pageNo?: components["parameters"]["PageNo"];
                pageSize?: components["parameters"]["PageSize"];
                sortBy?: "name" | "totalSms" | "role" | "paymentExpiryDate" | "createdAt";
                sortOrder?: components["parameters"]["SortOrderAsc"];
                name?: string;
                email?: string;
                phone?: string;
                role?: components["schemas"]["UserRole"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Changed; the caller's new session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getUserTotalSms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        totalSms: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getAdminSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSummary"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listLocalSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocalSms"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAdminGyms: {
        parameters: {
            query?: {
                userId?: number;
                gymName?: string;
                /** @description Zero-based page number. */
                pageNo?: components["parameters"]["PageNo"];
                pageSize?: components["parameters"]["PageSize"];
                sortBy?: components["schemas"]["GymSortField"];
                sortOrder?: components["parameters"]["SortOrderAsc"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of gyms with their owners. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GymWithOwnerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listMyStaffRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's gyms as staff, with the role in each. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffGymRole"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listGymStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The owner's staff members, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMember"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    inviteStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffInvitation"];
            };
        };
        responses: {
            /** @description Invited. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    updateStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffChange"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    revokeStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listGymClients: {
        parameters: {
            query?: {
                /** @description Zero-based page number. */
                pageNo?: components["parameters"]["PageNo"];
                pageSize?: components["parameters"]["PageSize"];
                sortBy?: "name" | "membershipEndDate";
                sortOrder?: components["parameters"]["SortOrderAsc"];
                name?: string;
                phone?: string;
            };
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of clients. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listExpiredClients: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of expired clients. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpiredClientPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ClientForm"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ClientForm"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setClientInactive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client, now inactive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listClientFreezes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every freeze of the client, kept as history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipFreeze"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    freezeMembership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FreezeRequest"];
            };
        };
        responses: {
            /** @description The freeze. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipFreeze"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getFreezeAllowance: {
        parameters: {
            query: {
                startDate: string;
            };
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The allowance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreezeAllowance"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getFreezeSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreezeSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateFreezeSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FreezeSettings"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreezeSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    endFreeze: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
                freezeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The freeze as it ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipFreeze"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listGymActivity: {
        parameters: {
            query?: {
                /** @description Zero-based page number. */
                pageNo?: components["parameters"]["PageNo"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the trail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listClientActivity: {
        parameters: {
            query?: {
                /** @description Zero-based page number. */
                pageNo?: components["parameters"]["PageNo"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the trail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDashboardCards: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardCards"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDashboardMonthlyPayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per month with payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonthlyPayment"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getFinancialSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinancialSummary"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listMoneyFlows: {
        parameters: {
            query?: {
                /** @description Zero-based page number. */
                pageNo?: components["parameters"]["PageNo"];
                pageSize?: components["parameters"]["MoneyPageSize"];
                sortBy?: components["parameters"]["MoneySortBy"];
                sortOrder?: components["parameters"]["SortOrderAsc"];
            };
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of money flows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoneyFlowPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listMoneyFlowTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["StringList"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMoneyFlowAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Totals per tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoneyDistribution"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    searchMoneyFlows: {
        parameters: {
            query?: {
                transactionType?: components["schemas"]["TransactionType"];
                /** @description Inclusive start, e.g. 2026-11-01T00:00:00 (gym time when no offset is given). */
                startDate?: components["parameters"]["StartDateTime"];
                /** @description Inclusive end, e.g. 2026-11-30T23:59:59 (gym time when no offset is given). */
                endDate?: components["parameters"]["EndDateTime"];
                /** @description Comma-joined tags; a flow matches when it carries any of them, whatever the case. */
                tags?: components["parameters"]["TagsFilter"];
                sortBy?: components["parameters"]["MoneySortBy"];
                sortOrder?: "asc" | "desc";
                /** @description Zero-based page number. */
                pageNo?: components["parameters"]["PageNo"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matching money flows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoneyFlowPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMoneyFlowDistribution: {
        parameters: {
            query: {
                gymId: components["parameters"]["GymIdQuery"];
                /** @description Inclusive start, e.g. 2026-11-01T00:00:00 (gym time when no offset is given). */
                startDate?: components["parameters"]["StartDateTime"];
                /** @description Inclusive end, e.g. 2026-11-30T23:59:59 (gym time when no offset is given). */
                endDate?: components["parameters"]["EndDateTime"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Totals per tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoneyDistribution"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMoneyFlowBasicInfo: {
        parameters: {
            query: {
                gymId: components["parameters"]["GymIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoneyBasicInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMoneyFlowAggregatedReport: {
        parameters: {
            query: {
                gymId: components["parameters"]["GymIdQuery"];
                reportType?: "MONTHLY" | "DAILY";
                transactionType?: components["schemas"]["TransactionType"];
                /** @description Inclusive start, e.g. 2026-11-01T00:00:00 (gym time when no offset is given). */
                startDate?: components["parameters"]["StartDateTime"];
                /** @description Inclusive end, e.g. 2026-11-30T23:59:59 (gym time when no offset is given). */
                endDate?: components["parameters"]["EndDateTime"];
                /** @description Comma-joined tags; a flow matches when it carries any of them, whatever the case. */
                tags?: components["parameters"]["TagsFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per period. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AggregatedReportRow"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createMoneyFlow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoneyFlowRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoneyFlow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getMoneyFlow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The money flow. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoneyFlow"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateMoneyFlow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoneyFlowRequest"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoneyFlow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteMoneyFlow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listPricingPlans: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plans, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricingPlan"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createPricingPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PricingPlanRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricingPlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPricingPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                planId: components["parameters"]["PlanIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricingPlan"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePricingPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                planId: components["parameters"]["PlanIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PricingPlanRequest"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricingPlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deletePricingPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                planId: components["parameters"]["PlanIdPath"];
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listGymDevices: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of devices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevicePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listClientDevices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The devices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessControlDevice"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessControlDevice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessControlDevice"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceRequest"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessControlDevice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    addAllClientsToDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many clients were added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        added: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    addClientsToDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientIdList"];
            };
        };
        responses: {
            /** @description The device afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessControlDevice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    removeClientsFromDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientIdList"];
            };
        };
        responses: {
            /** @description The device afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessControlDevice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listDeviceCommands: {
        parameters: {
            query?: {
                size?: number;
            };
            header?: never;
            path: {
                deviceId: components["parameters"]["DeviceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending, sent and failed commands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceCommand"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    requestRemoteCardEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: components["parameters"]["DeviceIdPath"];
                clientId: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued for the device, with the device's connection now. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoteEnrolment"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    requestRemoteFingerprintEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: components["parameters"]["DeviceIdPath"];
                clientId: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued for the device, with the device's connection now. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoteEnrolment"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getLatestMembershipEndDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The date, or null without invoices; and the start a new invoice is offered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date */
                        membershipEndDate: string | null;
                        /**
                         * Format: date
                         * @description Where a new invoice's membership starts unless the owner chooses otherwise: a renewal continues the running membership, so the day after the client's membership end while it runs (ends on the gym's today or later), else the gym's today, both on the gym's calendar.
                         */
                        renewalStartDate: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listClientInvoices: {
        parameters: {
            query?: {
                sortBy?: components["parameters"]["InvoiceSortBy"];
                sortOrder?: "asc" | "desc";
                /** @description Zero-based page number. */
                pageNo?: components["parameters"]["PageNo"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path: {
                clientId: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listGymInvoices: {
        parameters: {
            query: {
                gymId: components["parameters"]["GymIdQuery"];
                sortBy?: components["parameters"]["InvoiceSortBy"];
                sortOrder?: "asc" | "desc";
                /** @description Zero-based page number. */
                pageNo?: components["parameters"]["PageNo"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceRequest"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listInvoicePayments: {
        parameters: {
            query: {
                invoiceId: number;
                sortBy?: "paymentDate" | "amount" | "billNo";
                sortOrder?: "asc" | "desc";
                /** @description Zero-based page number. */
                pageNo?: components["parameters"]["PageNo"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentRequest"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deletePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPaymentReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Receipt"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    sendPaymentReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendSmsResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listPaymentGateways: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The gateways. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentGatewaySetting"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    savePaymentGateway: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
                gateway: components["schemas"]["PaymentGatewayName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentGatewayRequest"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentGatewaySetting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listPaymentLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The links. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLink"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createPaymentLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentLinkRequest"];
            };
        };
        responses: {
            /** @description The link. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    cancelPaymentLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    checkPaymentLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, as it stands after the gateway's answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listGymDues: {
        parameters: {
            query?: {
                /** @description Zero-based page number. */
                pageNo?: components["parameters"]["PageNo"];
                pageSize?: components["parameters"]["PageSize"];
                sortBy?: "age" | "amountDue" | "client";
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of invoices with something due, and the gym's totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuesPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getStopOnOwe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The setting. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StopOnOwe"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateStopOnOwe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StopOnOwe"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StopOnOwe"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getClientDues: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: components["parameters"]["ClientIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client's dues. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientDues"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    sendDuesReminder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendSmsResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listGymSms: {
        parameters: {
            query?: {
                /** @description Zero-based page number. */
                pageNo?: components["parameters"]["PageNo"];
                pageSize?: number;
                sortBy?: "sendDateTime" | "client";
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getGymSmsMonthlyCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per month with messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsMonthlyCount"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    sendSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendSmsRequest"];
            };
        };
        responses: {
            /** @description What was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendSmsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    quoteSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendSmsRequest"];
            };
        };
        responses: {
            /** @description What sending would cost. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    resendSms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message, queued again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getGymSmsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The gym's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSMSSetting"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateGymSmsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The gym's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    id: number;
                    userSMSSetting: components["schemas"]["UserSMSSetting"];
                };
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSMSSetting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getClientAttendanceDays: {
        parameters: {
            query: {
                clientId: components["parameters"]["ClientIdQuery"];
                month: components["parameters"]["MonthQuery"];
                year: components["parameters"]["YearQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientAttendanceDays"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getClientAttendanceRecords: {
        parameters: {
            query: {
                clientId: components["parameters"]["ClientIdQuery"];
                month: components["parameters"]["MonthQuery"];
                year: components["parameters"]["YearQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The punches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttendanceRecord"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getGymClientsIn: {
        parameters: {
            query: {
                gymId: components["parameters"]["GymIdQuery"];
                month: components["parameters"]["MonthQuery"];
                year: components["parameters"]["YearQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        gymId: number;
                        /** Format: int32 */
                        month: number;
                        /** Format: int32 */
                        year: number;
                        /** Format: int32 */
                        totalClients: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getGymBusiestDay: {
        parameters: {
            query: {
                gymId: components["parameters"]["GymIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day, or null without attendance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        day: components["schemas"]["Weekday"] | null;
                        /** Format: int32 */
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getGymBusiestHour: {
        parameters: {
            query: {
                gymId: components["parameters"]["GymIdQuery"];
                day: components["schemas"]["Weekday"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hour (0-23, gym time), or null without attendance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        hour: number | null;
                        /** Format: int32 */
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getClientAttendanceLast12Months: {
        parameters: {
            query: {
                clientId: components["parameters"]["ClientIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Keys 'YYYY-MM', oldest first; every month is present, with 0 when absent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportGymClients: {
        parameters: {
            query?: {
                sortBy?: "name" | "membershipEndDate";
                sortOrder?: components["parameters"]["SortOrderAsc"];
                name?: string;
                phone?: string;
            };
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CsvFile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportGymInvoices: {
        parameters: {
            query: {
                gymId: components["parameters"]["GymIdQuery"];
                sortBy?: components["parameters"]["InvoiceSortBy"];
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CsvFile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportInvoicePayments: {
        parameters: {
            query: {
                invoiceId: number;
                sortBy?: "paymentDate" | "amount" | "billNo";
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CsvFile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportMoneyFlows: {
        parameters: {
            query?: {
                transactionType?: components["schemas"]["TransactionType"];
                /** @description Inclusive start, e.g. 2026-11-01T00:00:00 (gym time when no offset is given). */
                startDate?: components["parameters"]["StartDateTime"];
                /** @description Inclusive end, e.g. 2026-11-30T23:59:59 (gym time when no offset is given). */
                endDate?: components["parameters"]["EndDateTime"];
                /** @description Comma-joined tags; a flow matches when it carries any of them, whatever the case. */
                tags?: components["parameters"]["TagsFilter"];
                sortBy?: components["parameters"]["MoneySortBy"];
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CsvFile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportClientAttendance: {
        parameters: {
            query: {
                clientId: components["parameters"]["ClientIdQuery"];
                month: components["parameters"]["MonthQuery"];
                year: components["parameters"]["YearQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CsvFile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportGymSms: {
        parameters: {
            query?: {
                sortBy?: "sendDateTime" | "client";
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CsvFile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportWholeGym: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as a download. */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WholeGymExport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    uploadClientImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gymId: components["parameters"]["GymIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImportUpload"];
            };
        };
        responses: {
            /** @description The file, read and kept; nothing imported yet. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getClientImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportJob"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteClientImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Forgotten. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    previewClientImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportColumns"];
            };
        };
        responses: {
            /** @description The rows' verdicts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    startClientImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportColumns"];
            };
        };
        responses: {
            /** @description The import has started. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
}
