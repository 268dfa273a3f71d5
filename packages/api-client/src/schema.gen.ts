// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.
export interface paths {
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
        /** Districts offered at sign-up and in the profile */
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
         * @description Public and polled every second by viewers. The writing side of the feed is a later issue.
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
         * @description A user updates their own name, phone, address and district; a super admin may also set role,
         *     totalSms and paymentExpiryDate (others sending those get 403).
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
        /** Change your own password */
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
            pageNo: number;
            pageSize: number;
            totalPages: number;
            totalElements: number;
        };
        /** @description Both fields are needed; a missing or blank one is a 400 'Phone and password are required'. */
        LoginRequest: {
            /** @description Blank: 'Phone and password are required'. */
            phone?: string;
            password?: string;
        };
        LoginResponse: {
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
        };
        RegisterRequest: {
            name: string;
            /** @description 'Phone number must be exactly 10 digits.' */
            phone: string;
            /** @description 'Password must be at least 8 characters.' */
            password: string;
            address: string;
            /** @description One of GET /api/enums/district. */
            district: string;
        };
        /** @enum {string} */
        UserRole: "USER" | "SUPER_ADMIN";
        User: {
            id: number;
            name: string;
            phone: string;
            email: string | null;
            address: string | null;
            district: string | null;
            role: components["schemas"]["UserRole"];
            verified: boolean;
            /** @description SMS credit; negative means the user is in credit. */
            totalSms: number;
            /** Format: date */
            paymentExpiryDate: string | null;
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
            district?: string | null;
            role?: components["schemas"]["UserRole"];
            totalSms?: number;
            /** Format: date */
            paymentExpiryDate?: string | null;
        };
        ChangePasswordRequest: {
            oldPassword: string;
            /** @description 'New password must be at least 8 characters long' */
            newPassword: string;
        };
        /**
         * @default gymName
         * @enum {string}
         */
        GymSortField: "gymName" | "branch" | "createdAt";
        PricingPlan: {
            id: number;
            gymId: number;
            planName: string;
            monthlyPrice: number;
            threeMonthPrice: number;
            sixMonthPrice: number;
            twelveMonthPrice: number;
            extraFeatures: string | null;
        };
        Gym: {
            id: number;
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
        /**
         * @description Multipart form; arrays are repeated fields of the same name. On create gymName and at least
         *     one contactNumber are required ('Gym name is required.', 'At least one contact number is
         *     required.'); on update, fields left out keep their value.
         */
        GymForm: {
            gymName?: string;
            branch?: string;
            address?: string;
            contactNumber?: string[];
            emailAddress?: string;
            websiteURL?: string;
            openingHours?: string;
            facilities?: string[];
            latitude?: number;
            longitude?: number;
            socialMediaLinks?: string[];
            timeZone?: string;
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
        JudgeCombinedData: {
            liftData: {
                lifterData: components["schemas"]["LifterData"] | null;
                platformData: {
                    lift: components["schemas"]["LiftCode"];
                };
            };
            judgeResults: {
                1: boolean | null;
                2: boolean | null;
                3: boolean | null;
            };
        };
    };
    responses: {
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
        /** @description Not allowed (code FORBIDDEN), or the subscription has expired (code NOT_VERIFIED). */
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
        /** @description Too many failed sign-ins for this phone (code TOO_MANY_ATTEMPTS). */
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
        IdPath: number;
        UserIdPath: number;
        /** @description Zero-based page number. */
        PageNo: number;
        PageSize: number;
        SortOrderAsc: components["schemas"]["SortOrder"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
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
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The platform's current state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JudgeCombinedData"];
                };
            };
            400: components["responses"]["BadRequest"];
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
            /** @description Changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
                        totalSms: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
}
