// Generated from apps/api/openapi.json by `npm run openapi`: do not edit.
export type paths = {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                status: "ok";
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
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
         * Readiness: the database and Redis answer and the instance is not stopping
         * @description A 503 NOT_READY names the reason in details.reason: draining, database or redis.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                status: "ready";
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** System status: 0 normal, 1 maintenance, 2 region restricted */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["SystemStatus"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/permission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site permission and configuration for the player app */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["Permission"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/whitelabel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whitelabel feature flags */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["WhitelabelSettings"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/domainRoute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alternative domains of the site */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                list: string[];
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/setting/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Registration fields (shown, required, validation) and registration methods */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["RegisterSettingsResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/settings/merchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the merchant settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "merchant";
                                value: components["schemas"]["MerchantSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Change the merchant settings (optimistic: send the version you read) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        value: components["schemas"]["MerchantSettingsInput"];
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "merchant";
                                value: components["schemas"]["MerchantSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/settings/whitelabel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the whitelabel settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "whitelabel";
                                value: components["schemas"]["WhitelabelSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Change the whitelabel settings (optimistic: send the version you read) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        value: components["schemas"]["WhitelabelSettingsInput"];
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "whitelabel";
                                value: components["schemas"]["WhitelabelSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/settings/maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the maintenance settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "maintenance";
                                value: components["schemas"]["MaintenanceSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Change the maintenance settings (optimistic: send the version you read) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        value: components["schemas"]["MaintenanceSettingsInput"];
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "maintenance";
                                value: components["schemas"]["MaintenanceSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/settings/region": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the region settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "region";
                                value: components["schemas"]["RegionSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Change the region settings (optimistic: send the version you read) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        value: components["schemas"]["RegionSettingsInput"];
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "region";
                                value: components["schemas"]["RegionSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/settings/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the site settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "site";
                                value: components["schemas"]["SiteSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Change the site settings (optimistic: send the version you read) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        value: components["schemas"]["SiteSettingsInput"];
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "site";
                                value: components["schemas"]["SiteSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/settings/accountSecurity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the accountSecurity settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "accountSecurity";
                                value: components["schemas"]["AccountSecuritySettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Change the accountSecurity settings (optimistic: send the version you read) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        value: components["schemas"]["AccountSecuritySettingsInput"];
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "accountSecurity";
                                value: components["schemas"]["AccountSecuritySettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/settings/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the register settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "register";
                                value: components["schemas"]["RegisterSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Change the register settings (optimistic: send the version you read) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        value: components["schemas"]["RegisterSettingsInput"];
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "register";
                                value: components["schemas"]["RegisterSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/settings/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the social settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "social";
                                value: components["schemas"]["SocialSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Change the social settings (optimistic: send the version you read) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        value: components["schemas"]["SocialSettingsInput"];
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "social";
                                value: components["schemas"]["SocialSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/settings/cashier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the cashier settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "cashier";
                                value: components["schemas"]["CashierSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Change the cashier settings (optimistic: send the version you read) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        value: components["schemas"]["CashierSettingsInput"];
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "cashier";
                                value: components["schemas"]["CashierSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/settings/agentContracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the agentContracts settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "agentContracts";
                                value: components["schemas"]["AgentContractsSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Change the agentContracts settings (optimistic: send the version you read) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        value: components["schemas"]["AgentContractsSettingsInput"];
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "agentContracts";
                                value: components["schemas"]["AgentContractsSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/settings/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the promotions settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "promotions";
                                value: components["schemas"]["PromotionSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Change the promotions settings (optimistic: send the version you read) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        value: components["schemas"]["PromotionSettingsInput"];
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                /** @enum {string} */
                                key: "promotions";
                                value: components["schemas"]["PromotionSettings"];
                                version: number;
                                updatedAt: string;
                                updatedBy: string | null;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Audit log, newest first */
        get: {
            parameters: {
                query?: {
                    beforeId?: number;
                    limit?: number;
                    action?: string;
                    actor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AuditList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/audit/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recompute the hash chain */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AuditVerifyResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Outgoing SMS and email, newest first */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                    channel?: components["schemas"]["MessageChannelInput"];
                    recipient?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoOutboxPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/publicKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The RSA-OAEP-256 public key (JWK) that wraps the AES key of encrypted (E) calls */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PublicKeyResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's deposits, withdrawals, GGR and players, the week's GGR, and alerts, as far as the caller's roles may see */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoDashboard"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in by username and password or by mobile and SMS code (E: send the body encrypted)
         * @description After a failure the error details carry `captcha: true` and later attempts need `captchaId` and `captcha`. A login from a new IP answers with a second-factor step.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LoginRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LoginResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/login/secondFactor/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the second-factor code by SMS or email */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SecondFactorSendRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["SecondFactorSendResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/login/secondFactor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer the second factor of a login from a new IP */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SecondFactorRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MemberSession"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/login/freeplay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start free play on a new trial account (demo games only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FreePlayRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MemberSession"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session on the server */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: null;
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/linkCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A one-time code (60 s) for a link that opens the site signed in as this member: `?token=<code>` */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LinkCodeResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trade a link's one-time code for a new session, once (LINK_CODE_INVALID when unknown, spent or expired) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LinkCodeExchangeRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MemberSession"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Register by username (E); signs the new member in
         * @description Fields and rules follow GET /wps/system/setting/register; also terms, ageConfirmed, altcha, affiliateCode, referralCode, registerUrl, domain, registerMethod WEB.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: string | boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MemberSession"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/register/mobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Register by mobile (E); signs the new member in
         * @description Fields and rules follow GET /wps/system/setting/register; also terms, ageConfirmed, altcha, affiliateCode, referralCode, registerUrl, domain, registerMethod WEB.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: string | boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MemberSession"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/affiliate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Is this affiliate (invitation) code valid? */
        get: {
            parameters: {
                query: {
                    code: string;
                    domain?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                valid: boolean;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member and the store flags */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MemberInfo"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/info/icon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's avatar */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MemberIcon"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password (E); every other session ends and this one gets a new token */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChangePasswordRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ChangePasswordResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/password/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the current password before a sensitive step (E) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PasswordVerificationRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PasswordVerificationResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/password/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forgot password: mail a reset link (JSON or form-encoded username and email) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ForgotByEmailRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ForgotByEmailResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password from a reset link; sign in again afterwards */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ResetPasswordRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ResetPasswordResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/password/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forgot password by phone: mobile, SMS code, new password (E); signs the member in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ResetByPhoneRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MemberSession"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What is set up, the last 20 logins and the known IPs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["SecurityOverview"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/paymentPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set or change the payment password with the login password (E) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PaymentPasswordRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PaymentPasswordResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/realName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the real name (payee name of withdrawals) once, with the login password; already set is CONFLICT (E) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RealNameRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["RealNameResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/mobile/bind/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a code to the mobile being bound */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BindMobileSendRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BindCodeSentResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/mobile/bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bind a mobile: the current password and the code sent to it (E) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BindMobileRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BindMobileResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/email/bind/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a code to the email being bound */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BindEmailSendRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BindCodeSentResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/email/bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bind an email: the current password and the code sent to it (E) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BindEmailRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BindEmailResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/totp/enrol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start authenticator enrolment: a pending secret and its otpauth URL */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["TotpEnrolResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate the pending authenticator with a code from it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TotpConfirmRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["TotpStateResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/totp/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn the authenticator off with the password and a current code (E) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TotpDisableRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["TotpStateResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/social/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enabled social sign-in providers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["SocialProvidersResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/social/nonce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A nonce for the provider's authorization request, and the key that spends it with the ID token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SocialNonceRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["SocialNonceResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/login/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a provider's ID token carrying a nonce we issued (accepted once): a session, or a bind step when the identity is not linked yet */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SocialLoginRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["SocialLoginResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/session/login/social/bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link the identity to an existing account (a password login: captcha, lockout, second factor from a new IP) or a new one, and sign in (E) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SocialBindRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LoginResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/social/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The identities linked for social sign-in */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["SocialLinksResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/social/links/{id}/unlink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlink an identity with the login password (wrong guesses counted); the remaining links (E) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SocialUnlinkRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["SocialLinksResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/members/{id}/social/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's identities linked for social sign-in */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["SocialLinksResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/members/{id}/social/links/{linkId}/unlink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlink a member's identity with a reason (audited, the member is told); the remaining links */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    linkId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoSocialUnlinkRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["SocialLinksResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The live sessions of the member, the calling one flagged current */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LiveMemberSessionsResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/sessions/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End one of the member's sessions with the login password (wrong guesses counted); the sessions left (E) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MemberSessionRevokeRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LiveMemberSessionsResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/sessions/revokeOthers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session but the calling one with the login password; how many ended (E) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MemberSessionsRevokeOthersRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MemberSessionsRevokedResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find members by account name (exact match first, then prefix); without account the newest members */
        get: {
            parameters: {
                query?: {
                    account?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoMemberSearchResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/members/{id}/promotionProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's VIP level and country, which promotion rules admit by */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoMemberPromotionProfile"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Set a member's VIP level and country (audited) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoMemberPromotionProfileUpdateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoMemberPromotionProfile"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Password step of staff sign-in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["StaffLoginRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["StaffLoginResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/auth/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** TOTP step (enrolment or code); returns the session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["StaffTotpRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["StaffSession"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: null;
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change my password (the current one required); ends my other sessions */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["StaffPasswordChangeRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: null;
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in staff member */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["StaffProfile"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/verification/sms/noLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** SMS code for sign-in or a forgotten password (solved ALTCHA required); the same answer whether or not the number is a member's */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SmsNoLoginRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["SmsCodeSent"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/verification/sms/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** SMS code for mobile registration (solved ALTCHA required; MOBILE_TAKEN when the number is registered) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SmsRegisterRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["SmsCodeSent"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A new image captcha: the PNG (base64) in value, its id in X-Captcha-Id; single use, 2 minutes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Id of this captcha; send it back as `captchaId` with the answer as `captcha` */
                        "X-Captcha-Id"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["CaptchaImage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/captcha/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An ALTCHA proof-of-work challenge; the solution goes in a body as `altcha`, once, within 10 minutes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AltchaChallenge"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/v2/wallets/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The main wallet balance in minor units */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["WalletBalance"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/info/funds/consolidated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every wallet of the member: main, withdrawal hold, vendor wallets and the total (real accounts) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ConsolidatedFunds"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCS_merchantWallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Single wallet, or the main wallet and one per transfer-mode vendor */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MerchantWallet"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCS_walletTransfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Main wallet to a vendor wallet (toVendor), back (toMain), or every vendor wallet back (recallAll); idempotent on the client key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WalletTransferRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["WalletTransferResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/transferUpline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The upline a transfer would reach, the limits and the balance */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["TransferUplineInfo"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Main wallet to the upline, with the payment password (E); idempotent on the client key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TransferUplineRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MemberTransferResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/transferDownline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An agent's wallet to a downline it owns, with the payment password (E); idempotent on the client key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TransferDownlineRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MemberTransferResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Adjustments, pending first, then newest */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                    status?: components["schemas"]["AdjustmentStatusInput"];
                    memberId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAdjustmentPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Adjust a member main wallet (signed minor units) with a reason; above cashier.adjustmentSecondApprovalAbove it waits for a second staff member */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoAdjustmentCreateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAdjustment"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/adjustments/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending adjustment (not its requester) and post it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAdjustment"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/adjustments/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending adjustment with a reason (not its requester) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoAdjustmentRejectInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAdjustment"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/members/{id}/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's wallets (main, withdrawal hold, vendor) with balances */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoMemberWallet"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/members/{id}/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ledger legs on a member's wallets, newest first, with journal kind and balance after */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                    kind?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoMemberLedgerPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/transactionHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every movement on the member's wallets, newest first: type and date filters (presets or from/to), paged */
        get: {
            parameters: {
                query?: {
                    preset?: components["schemas"]["RecordDatePresetInput"];
                    from?: string;
                    to?: string;
                    type?: components["schemas"]["RecordTypeInput"];
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["TransactionHistoryPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/personalProfit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profit and loss of play by day and by game category */
        get: {
            parameters: {
                query?: {
                    preset?: components["schemas"]["RecordDatePresetInput"];
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PersonalProfit"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/bonusDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bonuses credited, newest first, paged */
        get: {
            parameters: {
                query?: {
                    preset?: components["schemas"]["RecordDatePresetInput"];
                    from?: string;
                    to?: string;
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BonusDetailsPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/creditReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's statement per UTC day: opening balance, money in and out by kind, closing balance (default the past 7 days, at most 90) */
        get: {
            parameters: {
                query?: {
                    preset?: components["schemas"]["RecordDatePresetInput"];
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["CreditReport"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reconciliation: stored wallet balances against the ledger, totals per kind and currency, differences flagged (audited) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoReconciliation"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/cashier/currency-limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The largest amount and running balance the ledger accepts: the merchant currency's maximum in force and every currency's own */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoCurrencyLimits"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Set one currency's maximum (1 to 10^15 minor units, audited); refused while a wallet of that currency holds more */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoCurrencyLimitUpdateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoCurrencyLimits"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/deposit/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Enabled deposit methods with their minimum and maximum (minor units) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["DepositMethodList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a deposit; the same idempotencyKey answers the deposit it created the first time
         * @description Manual bank transfer: transferReference is required, proofIds (from POST /wps/deposit/proofs) optional, up to 3; the deposit waits for finance staff. Gateway: answers redirectUrl, the provider's hosted payment page. A repeated idempotencyKey with the same request answers the first deposit; with another request IDEMPOTENCY_CONFLICT.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DepositCreateRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["DepositOrder"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/deposit/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's deposits, newest first */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                    status?: components["schemas"]["DepositStatusInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["DepositPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/deposit/order/{orderNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the member's deposits, by order number (the page polls it after the gateway) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderNo: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["DepositOrder"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/deposit/proofs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload one proof image for a manual transfer (multipart, field `file`, PNG or JPG by content, under 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["DepositProofUpload"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every payment method, enabled or not, and the installed provider codes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPaymentMethodList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add a payment method (manual bank transfer or a gateway provider) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoPaymentMethodCreateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPaymentMethod"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/payment-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a payment method (names, bank details, minimum, maximum, enabled, order) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoPaymentMethodUpdateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPaymentMethod"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/bo/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deposits, paged; status=pending is the confirmation queue (oldest first) */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                    status?: components["schemas"]["DepositStatusInput"];
                    kind?: components["schemas"]["PaymentMethodKindInput"];
                    account?: string;
                    orderNo?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoDepositPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/deposits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One deposit with its proof images */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoDeposit"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/deposits/{id}/proofs/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A proof image of a deposit (1 to 3) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    index: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/deposits/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a pending manual bank transfer: credits the member's main wallet */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoDepositConfirmInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoDeposit"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/deposits/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending manual bank transfer with a reason the player sees */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoDepositRejectInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoDeposit"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/payments/webhook/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payment provider reports a payment (signed JSON: x-sandbox-timestamp and x-sandbox-signature for the sandbox)
         * @description HMAC-SHA256 over `<timestamp>.<raw body>`; a timestamp more than 5 minutes away is refused. A replay of a settled order answers changed=false.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["WebhookAck"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-pay/sandbox.css": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The hosted page's style sheet */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-pay/checkout/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The hosted payment page of one order (HTML) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** The payer presses Pay or Fail (form field outcome=paid|failed): signed webhook, then back to the merchant */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/protection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deposit and wager limits with usage and waiting raises, exclusion state, reality check */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ProtectionOverview"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/protection/depositLimits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set deposit limits (24 h, 7 d, 30 d): lowering is immediate, raising waits 24 hours */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DepositLimitsRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ProtectionOverview"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/protection/wagerLimits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Wager limits (24 h, 7 d, 30 d) with valid bets in each rolling window and waiting raises */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["WagerLimitsOverview"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Set wager limits (24 h, 7 d, 30 d): lowering is immediate, raising waits 24 hours; a bet past one is refused LIMIT_EXCEEDED */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DepositLimitsRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ProtectionOverview"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/protection/selfExclusion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Self-exclude for a period, confirmed with the login password; signs the member out everywhere (E) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SelfExclusionRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ExclusionResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/protection/timeOut": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a time-out, confirmed with the login password; signs the member out everywhere (E) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TimeOutRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ExclusionResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/protection/realityCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Elapsed session time and net game result for the reality-check dialog */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["RealityCheckStatus"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Choose the reality-check interval (minutes from the offered choices) or null for off */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RealityCheckRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["RealityCheckSetting"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/members/{id}/protection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's protection state and exclusion history (read-only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MemberProtectionStaffView"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/bankAccounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bank accounts withdrawals pay to (numbers masked) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BankAccountList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add a bank account; the payee must be the member's real name */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BankAccountCreateRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BankAccount"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/bankAccounts/{id}/confirm/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a code to the member's own mobile or email for confirming a new bank account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PayeeConfirmSendRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PayeeConfirmCodeSent"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/bankAccounts/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a new bank account usable before its cool-down ends: the login password and a second factor code (E) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PayeeConfirmRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BankAccount"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/bankAccounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a bank account */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BankAccountDeleted"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/withdraw/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Balance, limits and what is set up for withdrawing */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["WithdrawOptions"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/withdraw/turnover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Valid bets since the last deposit against the turnover it requires */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["TurnoverProgress"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request a withdrawal with the payment password (E); the amount moves to the withdrawal hold at once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WithdrawRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["Withdrawal"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/withdraw/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's withdrawals, newest first */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["WithdrawalList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/withdraw/{id}/proofs/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A proof image (1 to 3) of the member's own receipt dispute; never cached */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    index: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/withdraw/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm receipt of an approved withdrawal: full, partial or notReceived (multipart: kind, receivedAmount, 1 to 3 `proof` images for partial and notReceived) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["Withdrawal"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Withdrawals, newest first, by status, member account or order number */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                    status?: components["schemas"]["WithdrawalStatusInput"];
                    account?: string;
                    orderNo?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoWithdrawalPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/withdrawals/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a pending withdrawal out through the provider; a refused payout stays pending with the reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoWithdrawal"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/withdrawals/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending withdrawal with a reason; the hold returns to the main wallet */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoWithdrawalRejectRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoWithdrawal"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/withdrawal-disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Receipt disputes (partial or not received), newest first */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                    status?: components["schemas"]["DisputeStatusInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoDisputePage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/withdrawal-disputes/{id}/proofs/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A receipt dispute's proof image (1 to 3); never cached */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    index: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/withdrawal-disputes/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a receipt dispute with a resolution note */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoDisputeResolveRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoWithdrawalDispute"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/members/{id}/bonuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's paid bonuses with their wagering requirements, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoMemberBonusList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/wagering/{id}/waive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Waive an active wagering requirement: it stops blocking withdrawals, no money moves */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoWageringActionInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoWageringActionResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/wagering/{id}/forfeit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forfeit an active wagering requirement: what is left of the bonus in the main wallet goes back to the house */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoWageringActionInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoWageringActionResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/games/game_menus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Game categories in navigation order with their vendors (only categories with an enabled vendor) */
        get: {
            parameters: {
                query?: {
                    language?: components["schemas"]["LanguageCodeInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["GameMenus"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCSGAME_gameList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Games by category, vendor or keyword, one page at a time */
        get: {
            parameters: {
                query?: {
                    clientType?: string;
                    platform?: string;
                    merchant?: string;
                    gameType?: components["schemas"]["GameCategoryInput"];
                    vassalage?: string;
                    pageNo?: number;
                    pageSize?: number;
                    language?: components["schemas"]["LanguageCodeInput"];
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["GameListPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCSGAME_hotGamesV2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hot games (cached) */
        get: {
            parameters: {
                query?: {
                    platform?: string;
                    isPlatform?: string;
                    language?: components["schemas"]["LanguageCodeInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["GameList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCSGAME_getVassGameType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Enabled vendors; given a game type, only the vendors with games in that type's list (the list page's vendor filter) */
        get: {
            parameters: {
                query?: {
                    gameType?: components["schemas"]["GameCategoryInput"];
                    platform?: string;
                    language?: components["schemas"]["LanguageCodeInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["VendorList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCSGAME_newGameVendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vendor lanes by category (cached) */
        get: {
            parameters: {
                query?: {
                    platform?: string;
                    language?: components["schemas"]["LanguageCodeInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["VendorLanes"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCSGAME_getRankList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Winner board (JACKPOT or BIGWIN), names masked, amounts in minor units */
        get: {
            parameters: {
                query?: {
                    gameCategory?: "ALL" | "RNG" | "BGS" | "LIVE" | "FISH" | "PVP" | "SPORTS" | "ESPORTS" | "COCKFIGHT" | "LOTT" | "ELOTT";
                    language?: components["schemas"]["LanguageCodeInput"];
                    limitNum?: number;
                    board?: "JACKPOT" | "BIGWIN";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["RankList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/art/{kind}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Generated SVG artwork of a game (by nodeId), vendor (by code), banner or promotion */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    kind: "game" | "vendor" | "banner" | "promo";
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/catalog/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every vendor, enabled or not, with its game count */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoVendorList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add a vendor */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoVendorCreateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoVendor"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/catalog/vendors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a vendor (enabled, maintenance, order, list exclusion, name, logo) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoVendorUpdateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoVendor"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/bo/catalog/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Games, paged, with filters */
        get: {
            parameters: {
                query?: {
                    gameType?: components["schemas"]["GameCategoryInput"];
                    vassalage?: string;
                    keyword?: string;
                    enabled?: "true" | "false";
                    isHot?: "true" | "false";
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoGamePage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add a game to a vendor */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoGameCreateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoGame"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/catalog/games/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a game (enabled, hot, maintenance, order, names, icon) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoGameUpdateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoGame"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/wps/game/launchGame": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Real-money launch: the URL with a single-use launch token (60 s) the vendor exchanges through authenticate; GAME_MAINTENANCE details.suggestions lists other hot games */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LaunchGameRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["GameLaunch"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/game/launchDemo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fun-money launch for everyone (guests and trial accounts too): no token, never reaches the wallet */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LaunchGameRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["GameLaunch"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCSGAME_favoriteGamesV2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Favourite games, newest first (page size up to 999) */
        get: {
            parameters: {
                query?: {
                    clientType?: string;
                    platform?: string;
                    language?: components["schemas"]["LanguageCodeInput"];
                    pageNo?: number;
                    pageSize?: number;
                    gameType?: components["schemas"]["GameCategoryInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["FavouritePage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCSGAME_addFavoriteGameV2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a favourite (idempotent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FavouriteGameRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["FavouriteChange"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCSGAME_removeFavoriteGameV2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a favourite (idempotent); the game in the query string */
        delete: {
            parameters: {
                query: {
                    nodeId: number;
                    vendor: string;
                    gameType: components["schemas"]["GameCategoryInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["FavouriteChange"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GCS_recentGame": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recently launched games, last played first (page size 20) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    gameType?: components["schemas"]["GameCategoryInput"];
                    language?: components["schemas"]["LanguageCodeInput"];
                    clientType?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["RecentGamesPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/games/winners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recent big wins of the last 30 days, newest first, names masked, paged (at most 500 entries) */
        get: {
            parameters: {
                query?: {
                    board?: "ALL" | "JACKPOT" | "BIGWIN";
                    language?: components["schemas"]["LanguageCodeInput"];
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["WinnersListPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/bettingRecord": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's game rounds, newest first: time, game, vendor, bet, win, profit and loss, status; category, status and date filters (presets or from/to), paged */
        get: {
            parameters: {
                query?: {
                    preset?: components["schemas"]["RecordDatePresetInput"];
                    from?: string;
                    to?: string;
                    gameType?: components["schemas"]["GameCategoryInput"];
                    status?: components["schemas"]["BettingRoundStatusInput"];
                    language?: components["schemas"]["LanguageCodeInput"];
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BettingRecordPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/bettingRecord/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the member's rounds with every wallet call and ledger movement; another member's round is GAME_ROUND_NOT_FOUND */
        get: {
            parameters: {
                query?: {
                    language?: components["schemas"]["LanguageCodeInput"];
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BettingRoundDetail"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/games/rounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rounds by round id, txId (vendor or platform) or player account, newest first, paged */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                    kind?: components["schemas"]["RoundSearchKindInput"];
                    q?: string;
                    vendorCode?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoRoundSearchResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/games/rounds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A round with every wallet call (request hash, stored response) and every ledger journal and leg they posted */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoRoundDetail"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/games/ggr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gross gaming revenue per vendor and business day (at most 92 days; default the last 7), vendor and currency totals */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                    vendorCode?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoGgrReport"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/games/ggr.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The GGR report as CSV (amounts in major units) */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                    vendorCode?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v1/{vendorCode}/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vendor wallet API v1.1: batch of up to 500 settlement calls (win, adjust, rollback), one signature
         * @description Body `{requestId, timestamp, calls: [{action, ...that action's body without requestId and timestamp}]}`, at most 1 MiB. `results` holds each call's answer in order, exactly as the single call would answer it; each call is idempotent by its own txId. A fault of ours answers the whole batch INTERNAL_ERROR (500): send it again. A vendor on v1.0 gets INVALID_REQUEST UNKNOWN_ACTION.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    vendorCode: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "OK" | "INVALID_SIGNATURE" | "INVALID_REQUEST" | "INVALID_TOKEN" | "TOKEN_EXPIRED" | "PLAYER_NOT_FOUND" | "PLAYER_BLOCKED" | "GAME_NOT_FOUND" | "WRONG_CURRENCY" | "INSUFFICIENT_FUNDS" | "LIMIT_EXCEEDED" | "DUPLICATE_TRANSACTION" | "ROUND_NOT_FOUND" | "BET_ALREADY_SETTLED" | "TRANSACTION_ROLLED_BACK" | "INTERNAL_ERROR";
                            balance?: number;
                            message?: string;
                            results?: ({
                                /** @enum {string} */
                                status: "OK" | "INVALID_SIGNATURE" | "INVALID_REQUEST" | "INVALID_TOKEN" | "TOKEN_EXPIRED" | "PLAYER_NOT_FOUND" | "PLAYER_BLOCKED" | "GAME_NOT_FOUND" | "WRONG_CURRENCY" | "INSUFFICIENT_FUNDS" | "LIMIT_EXCEEDED" | "DUPLICATE_TRANSACTION" | "ROUND_NOT_FOUND" | "BET_ALREADY_SETTLED" | "TRANSACTION_ROLLED_BACK" | "INTERNAL_ERROR";
                                balance?: number;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "OK" | "INVALID_SIGNATURE" | "INVALID_REQUEST" | "INVALID_TOKEN" | "TOKEN_EXPIRED" | "PLAYER_NOT_FOUND" | "PLAYER_BLOCKED" | "GAME_NOT_FOUND" | "WRONG_CURRENCY" | "INSUFFICIENT_FUNDS" | "LIMIT_EXCEEDED" | "DUPLICATE_TRANSACTION" | "ROUND_NOT_FOUND" | "BET_ALREADY_SETTLED" | "TRANSACTION_ROLLED_BACK" | "INTERNAL_ERROR";
                            balance?: number;
                            message?: string;
                            results?: ({
                                /** @enum {string} */
                                status: "OK" | "INVALID_SIGNATURE" | "INVALID_REQUEST" | "INVALID_TOKEN" | "TOKEN_EXPIRED" | "PLAYER_NOT_FOUND" | "PLAYER_BLOCKED" | "GAME_NOT_FOUND" | "WRONG_CURRENCY" | "INSUFFICIENT_FUNDS" | "LIMIT_EXCEEDED" | "DUPLICATE_TRANSACTION" | "ROUND_NOT_FOUND" | "BET_ALREADY_SETTLED" | "TRANSACTION_ROLLED_BACK" | "INTERNAL_ERROR";
                                balance?: number;
                                message?: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v1/{vendorCode}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vendor wallet API v1: authenticate, balance, bet, win, rollback; v1.1 adds adjust (signed JSON, X-Signature)
         * @description X-Signature = hex(HMAC-SHA256(vendor secret, raw body)); the previous secret is accepted until its grace period ends. Every answer is HTTP 200 `{status, ...}` except INTERNAL_ERROR (500, the only retryable status). A replayed txId answers the first response; the same txId with other content is DUPLICATE_TRANSACTION. adjust (a signed correction of a settled round) answers INVALID_REQUEST UNKNOWN_ACTION unless the vendor speaks v1.1.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    vendorCode: string;
                    action: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "OK" | "INVALID_SIGNATURE" | "INVALID_REQUEST" | "INVALID_TOKEN" | "TOKEN_EXPIRED" | "PLAYER_NOT_FOUND" | "PLAYER_BLOCKED" | "GAME_NOT_FOUND" | "WRONG_CURRENCY" | "INSUFFICIENT_FUNDS" | "LIMIT_EXCEEDED" | "DUPLICATE_TRANSACTION" | "ROUND_NOT_FOUND" | "BET_ALREADY_SETTLED" | "TRANSACTION_ROLLED_BACK" | "INTERNAL_ERROR";
                            balance?: number;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "OK" | "INVALID_SIGNATURE" | "INVALID_REQUEST" | "INVALID_TOKEN" | "TOKEN_EXPIRED" | "PLAYER_NOT_FOUND" | "PLAYER_BLOCKED" | "GAME_NOT_FOUND" | "WRONG_CURRENCY" | "INSUFFICIENT_FUNDS" | "LIMIT_EXCEEDED" | "DUPLICATE_TRANSACTION" | "ROUND_NOT_FOUND" | "BET_ALREADY_SETTLED" | "TRANSACTION_ROLLED_BACK" | "INTERNAL_ERROR";
                            balance?: number;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/games/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vendors with their wallet settings (mode, maintenance, allow-list, launch URL, whether credentials exist); never a secret */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoGameVendorList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/games/vendors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change wallet mode, maintenance, enabled, wallet API version, IP allow-list or launch URL (audited; clears the vendor caches) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoGameVendorUpdateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoGameVendor"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/bo/games/vendors/{id}/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create credentials for a vendor without them; the new secret is in this answer only */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoGameVendorCredentialsCreateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoGameVendorSecret"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/games/vendors/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new secret at once; the old one stays valid for VENDOR_SECRET_GRACE_MINUTES. The new secret is in this answer only */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoGameVendorSecret"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/games/adjust-shortfalls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Debits of wallet API v1.1's adjust that the player's balance could not cover: what was taken and what the house wrote off, newest first */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                    vendorCode?: string;
                    account?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAdjustShortfallPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/bgs/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bet limits and currency of the in-house games */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BgsConfig"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/bgs/seeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active seed pair (server seed hash, client seed, next nonce) and the last revealed pairs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["SeedsView"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/bgs/seeds/client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the client seed of the active pair; the server seed and the nonce run on */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ClientSeedRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["SeedsView"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/bgs/seeds/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reveal the active server seed and start a new pair; INVALID_STATE while a mines round is open */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RotateSeedRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["RotateSeedResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/bgs/dice/bet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dice: roll 0.00-99.99 over or under the target; pays 99 / win chance */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DiceBetRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BetResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/bgs/limbo/bet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Limbo: wins the target multiplier when the drawn one reaches it (P = 0.99 / target) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LimboBetRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BetResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/bgs/plinko/bet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Plinko: 8-16 rows, low/medium/high risk paytables (99% RTP) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PlinkoBetRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BetResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/bgs/mines/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mines: stake and 1-24 mines on a 5 x 5 board; one open round per member */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MinesStartRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MinesRoundView"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/bgs/mines/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mines: reveal a tile; a mine ends the round, the last safe tile cashes out */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MinesRevealRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MinesRoundView"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/bgs/mines/cashout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mines: cash out after at least one safe tile */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MinesCashoutRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MinesRoundView"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/bgs/mines/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's open mines round, or null */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MinesRoundView"] | null;
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/bgs/crash/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current crash round (what the socket pushes); NOT_READY before the first round */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["CrashState"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/bgs/crash/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Finished crash rounds with their revealed seeds */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["CrashHistory"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/bgs/crash/bet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Crash: a bet on the current round while betting is open, with an optional auto cash-out */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CrashBetRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["CrashBetResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/bgs/crash/cashout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Crash: cash out of the running round at the current multiplier */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CrashCashoutRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["CrashBetResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/bgs/bets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's in-house bets, newest first, with seeds for verification */
        get: {
            parameters: {
                query?: {
                    game?: components["schemas"]["BgsGameInput"];
                    pageNum?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MyBetsPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/bgs/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public verifier: recompute a settled bet (betId) or any outcome from seeds, game and parameters */
        get: {
            parameters: {
                query?: {
                    betId?: string;
                    game?: components["schemas"]["BgsGameInput"];
                    serverSeed?: string;
                    clientSeed?: string;
                    nonce?: number;
                    target?: number;
                    direction?: components["schemas"]["DiceDirectionInput"];
                    targetMultiplier?: number;
                    mines?: number;
                    rows?: number;
                    risk?: components["schemas"]["PlinkoRiskInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["VerifyResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/vn/games/game_menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The lottery lobby: game menus per group, each game with its next draw */
        get: {
            parameters: {
                query?: {
                    prizeMode?: "lott" | "zy" | "elott" | "sea";
                    device?: "WEB" | "H5" | "APP";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LotteryMenu"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/vn/games/game_menu/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The lottery games the member bet on lately, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LotteryRecentGames"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/vn/numeros/opened/game": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One game's drawn draws with their results, newest first */
        get: {
            parameters: {
                query: {
                    gameCode: string;
                    pageNum?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LotteryOpenedPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lotto/lgw/games/opened/numero": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The numbers board: every game's latest drawn result */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LotteryBoard"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/lottery/game": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One game: bet types with odds, stake limits and the draws taking bets */
        get: {
            parameters: {
                query: {
                    gameCode: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LotteryGameView"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/lottery/draw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One draw: times, state, seed hash, and once drawn its result and seed */
        get: {
            parameters: {
                query: {
                    drawId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LotteryDrawView"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/lottery/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place a slip on a draw taking bets: priced at the current terms and debited at once; the same clientKey replays the first answer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LotteryOrderRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LotteryOrderResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lgw/lottery/bets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My lottery bets with their results, newest first */
        get: {
            parameters: {
                query?: {
                    gameCode?: string;
                    pageNum?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LotteryMyBetsPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/lottery/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every lottery game with its terms, limits and schedule */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LotteryAdminGames"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/lottery/games/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a game's limits, close, payout hold, schedule or availability (audited) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LotteryGamePatchInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LotteryAdminGame"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/lottery/games/{code}/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Publish a new version of a game's odds or prize table; bets already taken keep theirs (audited) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LotteryTermsRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LotteryAdminGame"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/lottery/draws": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Draws, newest first, by game and state */
        get: {
            parameters: {
                query?: {
                    gameCode?: string;
                    status?: "open" | "closed" | "resulted" | "settled" | "paying" | "paid" | "voiding" | "void";
                    pageNum?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LotteryAdminDrawsPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/lottery/draws/{drawId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One draw with its figures and every result entry */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    drawId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LotteryAdminDrawDetail"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/lottery/draws/{drawId}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enter a draw's result, typed or read from an imported sheet; it counts once a different staff member confirms it (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    drawId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LotteryResultRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LotteryAdminDrawDetail"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/lottery/results/{entryId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm or reject a waiting result entry; its author cannot (SECOND_APPROVER_REQUIRED). A confirmed correction resettles the draw before payout (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entryId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LotteryDecisionRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LotteryAdminDrawDetail"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/lottery/draws/{drawId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop taking bets on an open draw now, before its close time (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    drawId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LotteryAdminDrawDetail"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/lottery/draws/{drawId}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Void a draw that has not started paying: every stake is refunded (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    drawId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LotteryVoidRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LotteryAdminDrawDetail"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/lottery/draws/{drawId}/exposure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A draw's liability per number, highest first (200 at most), with the game's limit */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    drawId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LotteryExposureView"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/lottery/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stakes, payouts and margin per settled draw in a period (default the last 7 days, at most 92) */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                    gameCode?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LotteryReport"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/lottery/report.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The lottery report as CSV (money in major units) */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                    gameCode?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/live/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dealers ("models") at the live vendors’ featured tables, with the table’s game, viewers and last results; a vendor that does not answer within 1.5 s is left out (each vendor’s list is cached for 10 s) */
        get: {
            parameters: {
                query?: {
                    vendor?: string;
                    language?: components["schemas"]["LanguageCodeInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LiveTableModelList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/live/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Opens a live table’s chat, which is at the table: a real-money launch of the table (the refusals of launchGame); answers its URL as chatUrl */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LiveChatRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LiveChatResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/GLS2_roomList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rooms of a card room (PVP) game from its vendor: stakes, seats taken and total, fun-money rooms and those of the merchant’s currency; available false when the vendor did not answer (cached for 5 s) */
        get: {
            parameters: {
                query: {
                    vendor: string;
                    gameCode: string;
                    language?: components["schemas"]["LanguageCodeInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["CardRoomList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's direct downlines or whole team (any depth), searched by account or nickname, newest first, paged */
        get: {
            parameters: {
                query?: {
                    scope?: components["schemas"]["AgentTeamScopeInput"];
                    keyword?: string;
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentTeamPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent centre header: the agent's name, affiliate code and the business time zone with its GMT offset now */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentProfile"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Team overview (agentTeamOverview): team size, new and active members, deposits, withdrawals, valid bet, profit and loss, and a daily series */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentOverview"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/overview/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Team overview daily series as CSV */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv; charset=utf-8, header row, amounts in major units; at most 10,000 rows (x-truncated: true and a last comment line when cut) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/bets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Team betting records (personalHistoryCopy): the team's game rounds with totals for the filter */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                    account?: string;
                    gameType?: components["schemas"]["GameCategoryInput"];
                    scope?: components["schemas"]["AgentTeamBetScopeInput"];
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentTeamBetsPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/bets/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Team betting records as CSV */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                    account?: string;
                    gameType?: components["schemas"]["GameCategoryInput"];
                    scope?: components["schemas"]["AgentTeamBetScopeInput"];
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv; charset=utf-8, header row, amounts in major units; at most 10,000 rows (x-truncated: true and a last comment line when cut) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/loss-statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** User loss statements (palStatementsAgentCopy): each direct downline with its whole team's figures, the agent's own row and totals */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                    keyword?: string;
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentLossStatementsPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/loss-statements/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** User loss statements as CSV (the agent's own row and the total last) */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                    keyword?: string;
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv; charset=utf-8, header row, amounts in major units; at most 10,000 rows (x-truncated: true and a last comment line when cut) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My income (agentRevenueReport): settlements received and paid, by period and contract type */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                    groupBy?: components["schemas"]["AgentRevenueGroupingInput"];
                    type?: components["schemas"]["AgentContractTypeInput"];
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentRevenuePage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/revenue/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My income as CSV */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                    groupBy?: components["schemas"]["AgentRevenueGroupingInput"];
                    type?: components["schemas"]["AgentContractTypeInput"];
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv; charset=utf-8, header row, amounts in major units; at most 10,000 rows (x-truncated: true and a last comment line when cut) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/account-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downline account details (agentDownlineTransactionDetailsCopy): movements of team members' main wallets */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                    account?: string;
                    kind?: components["schemas"]["AgentLedgerKindInput"];
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentAccountDetailsPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/account-details/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downline account details as CSV */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                    account?: string;
                    kind?: components["schemas"]["AgentLedgerKindInput"];
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv; charset=utf-8, header row, amounts in major units; at most 10,000 rows (x-truncated: true and a last comment line when cut) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/team/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One member of the agent's team with its period figures; NOT_DOWNLINE for anyone else */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path: {
                    memberId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentDownlineDetail"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/downlines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open an account for a player or agent directly under the caller (E); the merchant's username and password rules; a replayed idempotencyKey answers the first result */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AgentOpenAccountRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentOpenAccountResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/invite-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's invitation links, newest first, with registrations counts, and its own affiliate code */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentInviteLinkPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Create an invitation link (player or agent) with a random code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AgentInviteLinkCreateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentInviteLink"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/invite-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disable, enable or relabel one of the agent's invitation links */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AgentInviteLinkUpdateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentInviteLink"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/agents/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent policy flag (whitelabel AGENTPOLICY3) and the settlement clock (business time zone, offset) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAgentOverview"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/agents/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Direct children of a member, or the members without an upline; agents first, with team size, direct count and balance */
        get: {
            parameters: {
                query?: {
                    parentId?: number;
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAgentTreePage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/agents/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member by exact account (null when none) with its upline chain (top-level first), so the tree can expand to it */
        get: {
            parameters: {
                query?: {
                    account?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAgentSearchResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/members/{id}/freeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Freeze a member: sign-in refused (ACCOUNT_FROZEN) and sessions ended until unfrozen (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoAgentFreezeBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAgentTreeNode"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/members/{id}/unfreeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unfreeze a frozen member (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAgentTreeNode"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_processDividendReq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's dividend contracts (received, given or both), newest first, and the one it holds */
        get: {
            parameters: {
                query?: {
                    role?: "received" | "given" | "all";
                    status?: components["schemas"]["AgentContractStatusInput"] | "live";
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentContractList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Offer, accept, reject or terminate a dividend contract; confirm or refuse a dividend awaiting confirmation */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AgentContractActionInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentContractActionResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_processDailySalContract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's daily_salary contracts (received, given or both), newest first, and the one it holds */
        get: {
            parameters: {
                query?: {
                    role?: "received" | "given" | "all";
                    status?: components["schemas"]["AgentContractStatusInput"] | "live";
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentContractList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Offer, accept, reject or terminate a daily_salary contract */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AgentContractActionInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentContractActionResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_processContractHourSalary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's hourly_salary contracts (received, given or both), newest first, and the one it holds */
        get: {
            parameters: {
                query?: {
                    role?: "received" | "given" | "all";
                    status?: components["schemas"]["AgentContractStatusInput"] | "live";
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentContractList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Offer, accept, reject or terminate a hourly_salary contract */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AgentContractActionInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentContractActionResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCSFE_processRealTimeSalaryContract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's realtime_salary contracts (received, given or both), newest first, and the one it holds */
        get: {
            parameters: {
                query?: {
                    role?: "received" | "given" | "all";
                    status?: components["schemas"]["AgentContractStatusInput"] | "live";
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentContractList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Offer, accept, reject or terminate a realtime_salary contract */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AgentContractActionInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentContractActionResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/contracts/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Consolidated contract info: which contract pages to show, offers and confirmations waiting */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ConsolidatedContractInfo"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/agents/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contracts of every agent, newest first, by type, status and either party */
        get: {
            parameters: {
                query?: {
                    type?: components["schemas"]["AgentContractTypeInput"];
                    status?: components["schemas"]["AgentContractStatusInput"];
                    account?: string;
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAgentContractPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Offer a platform contract to a top-level agent (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoAgentContractOfferInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAgentContract"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/agents/contracts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contract with its terms */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAgentContract"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/agents/contracts/{id}/terminate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Terminate an active contract or withdraw an offer, with a reason (audited; both parties notified) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoAgentContractTerminateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAgentContract"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/agent/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's contract settlements (income as payee, expense as payer), by type, status and period, newest first, paged */
        get: {
            parameters: {
                query?: {
                    type?: components["schemas"]["AgentContractTypeInput"];
                    role?: "income" | "expense" | "all";
                    status?: components["schemas"]["AgentSettlementStatusInput"];
                    from?: string;
                    to?: string;
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AgentSettlementPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/agents/settlement-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settlement runs, newest first: job, period, trigger, status, contracts, paid count and amount, runner */
        get: {
            parameters: {
                query?: {
                    job?: components["schemas"]["BoAgentSettlementJobInput"];
                    status?: "running" | "done" | "failed";
                    trigger?: "schedule" | "catch_up" | "staff";
                    periodKey?: string;
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAgentSettlementRunPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Run an ended period of a job again (PERIOD_NOT_ENDED otherwise); pays only what is still due (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoAgentSettlementRunCreateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAgentSettlementRunDetail"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/agents/settlement-runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A run with the settlements of its job and period: payee, payer, status, amount, paid, inputs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAgentSettlementRunDetail"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/agents/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settlements by type, status, payee or payer account and period key, newest first */
        get: {
            parameters: {
                query?: {
                    type?: components["schemas"]["AgentContractTypeInput"];
                    status?: components["schemas"]["AgentSettlementStatusInput"];
                    account?: string;
                    periodKey?: string;
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAgentSettlementPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/affiliate/application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the member is an agent, and their latest application */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AffiliateApplicationState"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Apply to become an agent (refused while one is pending or for an agent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AffiliateApplyRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AffiliateApplication"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/affiliate/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Applications by status or member, newest first, with the operator top agent */
        get: {
            parameters: {
                query?: {
                    status?: components["schemas"]["AffiliateApplicationStatusInput"];
                    member?: string;
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAffiliatePage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/affiliate/applications/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve: the member becomes an agent under the chosen upline (an agent) or the top agent, with an invitation code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoAffiliateApproveInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAffiliateApplication"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/affiliate/applications/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject with a reason the member sees */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoAffiliateRejectInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAffiliateApplication"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/content/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Banners of one group, in sequence, with their words in the caller's language */
        get: {
            parameters: {
                query: {
                    language?: components["schemas"]["LanguageCodeInput"];
                    group: components["schemas"]["BannerGroupInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BannerList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/content/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notices of the marquee, in the caller's language */
        get: {
            parameters: {
                query?: {
                    language?: components["schemas"]["LanguageCodeInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["NoticeList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/content/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Running promotions in the caller's language (the home carousel shows the first 6) */
        get: {
            parameters: {
                query?: {
                    language?: components["schemas"]["LanguageCodeInput"];
                    category?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PromotionList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/getListAnnouncements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Announcements of some types for one audience, 9 a page */
        get: {
            parameters: {
                query?: {
                    language?: components["schemas"]["LanguageCodeInput"];
                    types?: string;
                    platform?: "W";
                    execution?: "A" | "B" | "F";
                    pageNo?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AnnouncementPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/getAnnouncementContentV2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One announcement: title and HTML content */
        get: {
            parameters: {
                query: {
                    language?: components["schemas"]["LanguageCodeInput"];
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["AnnouncementContent"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/content/customerService": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customer-service entries, titled in the caller's language */
        get: {
            parameters: {
                query?: {
                    language?: components["schemas"]["LanguageCodeInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["CustomerServiceList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/content/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** External resource links, labelled in the caller's language */
        get: {
            parameters: {
                query?: {
                    language?: components["schemas"]["LanguageCodeInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ResourceList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/helpCenter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Help-centre articles in the caller's language, with fallback */
        get: {
            parameters: {
                query?: {
                    lang?: components["schemas"]["LanguageCodeInput"];
                    device?: "WEB";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["HelpArticleList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/system/countryCodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ISO country codes with dialing codes, named in the caller's language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["CountryCodeList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a language against the merchant's and answer the one to use; a signed-in member's choice is saved */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LanguageUpdateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LanguageUpdateResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/content/promotionCategories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Enabled promotion categories in sequence, named in the caller's language (with the usual fallback) */
        get: {
            parameters: {
                query?: {
                    language?: components["schemas"]["LanguageCodeInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PromotionCategoryList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/content/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published pages of one kind, newest first, as cards in the caller's language (with the usual fallback) */
        get: {
            parameters: {
                query: {
                    language?: components["schemas"]["LanguageCodeInput"];
                    kind: components["schemas"]["ContentPageKindInput"];
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ContentPageList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/content/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published page by kind and slug (without a slug, the kind's newest), with its HTML in the caller's language */
        get: {
            parameters: {
                query: {
                    language?: components["schemas"]["LanguageCodeInput"];
                    kind: components["schemas"]["ContentPageKindInput"];
                    slug?: components["schemas"]["ContentPageSlugInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ContentPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/content/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The merchant's default and supported languages, for the language of new entries and what each lacks */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoContentLanguages"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/content/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List banners */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                list: components["schemas"]["BoBanner"][];
                                pageNo: number;
                                pageSize: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add to banners */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoBannerInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoBanner"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/content/banners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of banners */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["Deleted"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        /** Change one of banners (only the fields given) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoBannerPatchInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoBanner"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/bo/content/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List notices */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                list: components["schemas"]["BoNotice"][];
                                pageNo: number;
                                pageSize: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add to notices */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoNoticeInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoNotice"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/content/notices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of notices */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["Deleted"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        /** Change one of notices (only the fields given) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoNoticePatchInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoNotice"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/bo/content/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List announcements */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                list: components["schemas"]["BoAnnouncement"][];
                                pageNo: number;
                                pageSize: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add to announcements */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoAnnouncementInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAnnouncement"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/content/announcements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of announcements */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["Deleted"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        /** Change one of announcements (only the fields given) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoAnnouncementPatchInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoAnnouncement"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/bo/content/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List promotions */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                list: components["schemas"]["BoPromotion"][];
                                pageNo: number;
                                pageSize: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add to promotions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoPromotionInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPromotion"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/content/promotions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of promotions */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["Deleted"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        /** Change one of promotions (only the fields given) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoPromotionPatchInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPromotion"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/bo/content/promotionCategories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List promotionCategories */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                list: components["schemas"]["BoPromotionCategory"][];
                                pageNo: number;
                                pageSize: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add to promotionCategories */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoPromotionCategoryInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPromotionCategory"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/content/promotionCategories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of promotionCategories */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["Deleted"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        /** Change one of promotionCategories (only the fields given) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoPromotionCategoryPatchInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPromotionCategory"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/bo/content/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List resources */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                list: components["schemas"]["BoResource"][];
                                pageNo: number;
                                pageSize: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add to resources */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoResourceInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoResource"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/content/resources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of resources */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["Deleted"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        /** Change one of resources (only the fields given) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoResourcePatchInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoResource"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/bo/content/customerService": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customerService */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                list: components["schemas"]["BoCustomerService"][];
                                pageNo: number;
                                pageSize: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add to customerService */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoCustomerServiceInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoCustomerService"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/content/customerService/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of customerService */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["Deleted"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        /** Change one of customerService (only the fields given) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoCustomerServicePatchInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoCustomerService"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/bo/content/helpArticles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List helpArticles */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                list: components["schemas"]["BoHelpArticle"][];
                                pageNo: number;
                                pageSize: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add to helpArticles */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoHelpArticleInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoHelpArticle"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/content/helpArticles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of helpArticles */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["Deleted"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        /** Change one of helpArticles (only the fields given) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoHelpArticlePatchInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoHelpArticle"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/bo/content/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List pages */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                    kind?: components["schemas"]["ContentPageKindInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: {
                                list: components["schemas"]["BoContentPage"][];
                                pageNo: number;
                                pageSize: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add to pages */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoContentPageInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoContentPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/content/pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of pages */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["Deleted"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        /** Change one of pages (only the fields given) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoContentPagePatchInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoContentPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        trace?: never;
    };
    "/bo/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload one PNG or JPG image (multipart, field `file`, under 5 MB); answers its URL */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["UploadResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An uploaded image */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest 50 notices, newest first, and the unread count */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MemberNoticeList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/notices/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark these notices read, or all of them without ids */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MemberNoticesReadRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MemberNoticesReadResponse"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/CSP_unreadCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many inbox items (notices and messages) are unread */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["InboxUnread"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notices and staff messages, newest first, a page at a time, with the unread count */
        get: {
            parameters: {
                query?: {
                    before?: components["schemas"]["InboxCursorInput"];
                    pageSize?: number;
                    language?: components["schemas"]["LanguageCodeInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["InboxList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/inbox/item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open one item: its text, marked read */
        get: {
            parameters: {
                query: {
                    id: components["schemas"]["InboxItemIdInput"];
                    language?: components["schemas"]["LanguageCodeInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["InboxItemOpened"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/inbox/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark these items read, or all without ids */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InboxReadRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["InboxUnread"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/member/inbox/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete these items from the inbox */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["InboxDeleteRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["InboxUnread"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/inbox/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sent messages, newest first, with reach and reads */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoInboxMessagePage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Send (or schedule) a message */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoInboxMessageInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoInboxMessage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/inbox/audience": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many members an audience holds now */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoInboxTargetInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoInboxAudienceCount"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/inbox/messages/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a message: it leaves every inbox */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoInboxMessage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/promotions/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's status for each running promotion that can be claimed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PromotionHallList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/promotions/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim a first-deposit, reload, sign-up or raffle bonus within the rule; a claim of a once-only bonus repeated answers the first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PromotionClaimResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/promotions/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Opt in to a cashback or rebate promotion that asks for it; a repeated join answers the same */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PromotionJoinResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_claimRafflePromotion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Draw and pay the member's due raffle (the named one, or the first due); the draw is kept on the claim */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RaffleClaimRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["RaffleClaimResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/promotions/bonuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's paid bonuses with their wagering, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PromotionBonusList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/promotions/{id}/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply to an `apply` promotion with a remark and up to 3 uploaded pictures; the same application again answers the first
         * @description Creates an application (`applying`) staff review. imageIds come from POST /wps/promotions/images. A second, different application in the same period of the rule is refused with PROMOTION_ALREADY_APPLIED.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PromotionApplyRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PromotionApplyResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/promotions/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's applications and held claims waiting for staff, and refused ones with the reason, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PromotionPendingClaimList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/promotions/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload one picture for an application (multipart, field `file`, PNG or JPG by content, under 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PromotionImageUpload"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/promotions/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Promotion claims: those waiting for staff first (oldest first), then the rest, newest first */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                    promotionId?: number;
                    status?: components["schemas"]["PromotionClaimStatusInput"];
                    memberAccount?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPromotionClaimPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/promotions/claims/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One promotion claim */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPromotionClaim"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/promotions/claims/{id}/images/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A picture of a member's application (1 to 3) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    index: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/promotions/claims/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a claim and pay it; above promotions.reviewSecondApprovalAbove the first approval waits for a second staff member
         * @description An application (`applying`) needs the amount, at most the rule maxAmount; a held claim (`processing`) pays its stored amount. A claim already paid answers as it is.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoPromotionClaimApproveInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPromotionClaim"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/promotions/claims/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a claim waiting for staff, with a reason the member sees */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoPromotionClaimRejectInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPromotionClaim"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/promotions/claims/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject up to 100 claims, each in its own transaction; the answer lists each outcome */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoPromotionClaimBulkInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPromotionClaimBulkResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/promotions/{id}/rule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A promotion's rule, or null when it has none */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPromotionRuleAnswer"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Write a promotion's whole rule; the kind is fixed once claims exist, the budget never below what was paid */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoPromotionRuleInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPromotionRuleAnswer"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/promotions/cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bonus paid, turnover after it and net revenue after bonus, per promotion and business day (at most 92 days; default the last 7) */
        get: {
            parameters: {
                query?: {
                    from?: components["schemas"]["IsoDayInput"];
                    to?: components["schemas"]["IsoDayInput"];
                    promotionId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPromotionCostReport"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/promotions/cost.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The promotion cost report as CSV (amounts in major units) */
        get: {
            parameters: {
                query?: {
                    from?: components["schemas"]["IsoDayInput"];
                    to?: components["schemas"]["IsoDayInput"];
                    promotionId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/promotions/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cashback and rebate runs, newest first, by promotion and status: period, trigger, members, total, paid, budget short */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                    promotionId?: number;
                    status?: components["schemas"]["PromotionRunStatusInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPromotionRunPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Re-run an ended period of a cashback or rebate promotion: recomputed, paying only members not yet paid for it (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoPromotionRunCreateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPromotionRun"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/promotions/runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A run's totals */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPromotionRun"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/promotions/runs/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A run's members, by status or account: figure (net loss or valid bets), rate, amount, status, journal */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                    status?: components["schemas"]["PromotionRunMemberStatusInput"];
                    account?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPromotionRunMemberPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/promotions/runs/{id}/hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hold a paying (or failed) run: it stops after the chunk in flight, the rest waits (CONFLICT otherwise; audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPromotionRun"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/promotions/runs/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release a held run: pays what it still owes now (CONFLICT when not held; audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPromotionRun"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/referral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's referral code and link, the programme's terms, totals and rewards */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ReferralOverview"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/referral/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's links with clicks, registrations, first deposits and rewards per link */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ReferralLinkList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add a labelled link (the same label again answers the link that has it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReferralLinkInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ReferralLink"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/referral/links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the member's links with its figures */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ReferralLink"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Rename one of the member's links */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReferralLinkInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ReferralLink"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/referral/click": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count a visit of /register?referralCode= (once per visitor, link and day) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReferralClickRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ReferralClickResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/referral/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The referral programme's switch, reward rules and link limit */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoReferralSettings"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Set the referral programme (audited) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoReferralSettingsInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoReferralSettings"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/referral/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Referees with their referrer, link, first deposit, valid bets and rewards */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                    referrerAccount?: string;
                    refereeAccount?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoReferralReport"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/referral/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay the rewards due now (audited; idempotent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoReferralRunResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_vipInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's VIP level, rolling deposits and valid bets, keep-period figures and every level's benefits, in the caller language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["VipInfo"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_vipBonusList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's VIP bonuses (upgrade, weekly, monthly), newest first, with their status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["VipBonusList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/vip/levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VIP ladder and settings, with how many members hold each level */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoVipProgramme"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/vip/levels/{level}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Create or replace a level: names and benefits per language, icon, thresholds, keep rule, bonuses and turnover (audited) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    level: components["schemas"]["VipLevelNumberInput"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoVipLevelInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoVipProgramme"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        /** Remove a level no member holds (level 0 stays; audited) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    level: components["schemas"]["VipLevelNumberInput"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoVipProgramme"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/vip/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The loyalty promotion VIP bonuses are paid from, the rolling window, the keep period and the largest drop (audited) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoVipSettingsInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoVipProgramme"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/vip/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members by VIP level, highest first */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                    level?: components["schemas"]["VipLevelNumberInput"];
                    account?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoVipMemberPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/vip/members/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's level and level history, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoVipMemberHistory"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/vip/members/{id}/level": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a member's VIP level by hand with a remark (audited; no upgrade bonus) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoVipLevelSetInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoVipMemberHistory"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/vip/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recent VIP runs, closed periods and bonuses still owed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoVipRunStatus"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Run upgrades, due period closes and owed bonuses now, without waiting for the next tick (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoVipRunStatus"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/loyalty/cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Points issued, redeemed, converted and taken back, and money each loyalty promotion paid, per business day (at most 92 days; default the last 7) */
        get: {
            parameters: {
                query?: {
                    from?: components["schemas"]["IsoDayInput"];
                    to?: components["schemas"]["IsoDayInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoLoyaltyCostReport"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/loyalty/cost.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The loyalty cost report as CSV (points whole, money in major units) */
        get: {
            parameters: {
                query?: {
                    from?: components["schemas"]["IsoDayInput"];
                    to?: components["schemas"]["IsoDayInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_pointBalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's points: balance, lifetime earned and spent */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PointBalance"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_pointConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Points rules: the member's rates per category and deposits, every VIP level's, and that points never expire */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PointConfig"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/ODSFE2_MemTransDet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Points details: the member's points movements in a period, newest first, by source */
        get: {
            parameters: {
                query?: {
                    preset?: components["schemas"]["RecordDatePresetInput"];
                    from?: string;
                    to?: string;
                    source?: components["schemas"]["PointEntrySourceInput"];
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PointDetailsPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/loyalty/point-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Points rates per category and deposits, per VIP level (null: default), and the last accrual run */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPointRates"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Replace the points rates (basis points of a point per 100.00); buckets already accrued keep their rate */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoPointRatesUpdateInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPointRates"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/loyalty/point-accrual/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run the points accrual now (the scheduler runs it every few minutes) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPointAccrualRunResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_pointRewardList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Goods offered now, by redeem type and sort order, in the caller language */
        get: {
            parameters: {
                query?: {
                    redeemType?: components["schemas"]["PointsMallRedeemTypeInput"];
                    pageNo?: number;
                    pageSize?: number;
                    language?: components["schemas"]["LanguageCodeInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PointsMallGoodsPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_pointRewardDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One offered goods item with what this member already holds of it */
        get: {
            parameters: {
                query: {
                    id: number;
                    language?: components["schemas"]["LanguageCodeInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PointsMallGoodsDetail"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_pointRedeemList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's redeem records (redemptions and conversions), newest first */
        get: {
            parameters: {
                query?: {
                    status?: components["schemas"]["PointsMallRedemptionStatusInput"];
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PointsMallRedemptionPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_pointConvertTerms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The conversion ratio, its minimum and whether conversion is open */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PointsMallConvertTerms"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/passwordCheck/MCS2_redeemPointReward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeem goods with points and the payment password (E); idempotent on the client key, refusals included */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RedeemPointRewardRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PointsMallRedemptionResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/passwordCheck/MCS2_convertPoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Convert points to cash at the configured ratio with the payment password (E); idempotent on the client key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ConvertPointRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["PointsMallRedemptionResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/points-mall/goods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every goods item, offered or not, with the items redeemed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPointsMallGoodsList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add a goods item */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoPointsMallGoodsInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPointsMallGoods"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/points-mall/goods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a goods item (texts, images, stock, limits, window) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoPointsMallGoodsInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPointsMallGoods"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/points-mall/redemptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Redemptions by status (waiting ones oldest first) or by member */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                    status?: components["schemas"]["PointsMallRedemptionStatusInput"];
                    memberAccount?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPointsMallRedemptionPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/points-mall/redemptions/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a redemption that is applying */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPointsMallRedemption"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/points-mall/redemptions/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark an approved redemption released (handed over); an unpaid cash one is paid now */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPointsMallRedemption"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/points-mall/redemptions/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a redemption of goods with a reason the member sees; its points and items come back */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoPointsMallRejectInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPointsMallRedemption"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/points-mall/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a member points (or take some back) with a reason; idempotent on the client key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoPointsGrantInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPointsGrantResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/points-mall/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The conversion ratio, its minimum and the paying loyalty promotion */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPointsMallConfig"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Set the conversion terms */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoPointsMallConfigInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoPointsMallConfig"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_missionSummary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The member's daily and weekly missions with progress from this period's facts, and how many wait to be claimed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MissionSummary"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_claimMission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim a complete mission's reward for this period (checked again on the server); a repeated claim answers the first */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ClaimMissionRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["ClaimMissionResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/loyalty/missions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every mission with its claim count */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoMissionList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Create a mission */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoMissionInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoMission"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/loyalty/missions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Write a whole mission; claims already made keep what they paid */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoMissionInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoMission"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/MCS2_missionLeaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The boards, and one board's period (this one or the one before) with masked names, the member's own place and the prizes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LeaderboardRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LeaderboardView"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/loyalty/leaderboards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every leaderboard */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoLeaderboardList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Create a leaderboard */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoLeaderboardInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoLeaderboard"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/loyalty/leaderboards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Write a whole leaderboard; prizes already written for a closed period stay */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoLeaderboardInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoLeaderboard"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/loyalty/leaderboards/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A board's closed periods, newest first, with each place's prize and whether it was paid */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoBoardResults"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/loyalty/wheel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's tickets left and the prize table with each prize's published chance (weight / total) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["WheelState"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/loyalty/wheel/spin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Spend one ticket and spin: the server draws from a CSPRNG over the total weight and records the roll; the same clientKey again answers the first spin
         * @description Refused with WHEEL_NO_TICKETS when no ticket is left, WHEEL_NOT_READY before staff set a prize table.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WheelSpinRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["WheelSpinResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/loyalty/wheel/spins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's last 50 spins, newest first, with the roll and the prize table each was drawn from */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["WheelSpinHistory"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/loyalty/wheel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wheel's paying promotion, deposit ticket rule and current prize table */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoWheelSettings"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/loyalty/wheel/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the paying promotion and the deposit rule (each credited deposit of at least the amount grants the tickets) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoWheelSettingsRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoWheelSettings"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/loyalty/wheel/table": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a new prize table version (2 to 24 prizes with weights and labels); spins already made keep theirs */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoWheelTableRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["WheelTableView"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/loyalty/wheel/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grant wheel tickets to a member with a reason (audited); the same clientKey again grants nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoTicketGrantRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoTicketGrantResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/loyalty/wheel/spins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every spin, newest first: member, roll, total weight, table version, result and payout */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                    account?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoWheelSpinPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/loyalty/envelopes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Red-envelope rains open now, with the member's own envelope and how many are left */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["EnvelopeRainList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/loyalty/envelopes/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open the member's envelope of a rain (one per member and rain); again answers the first
         * @description Refused with ENVELOPES_ALL_OPENED when none is left, ENVELOPE_RAIN_CLOSED outside the window, ENVELOPE_NOT_ELIGIBLE when the conditions do not hold.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EnvelopeOpenRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["EnvelopeOpenResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/loyalty/envelopes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rains, newest first, with opened count, amounts opened and paid, and what is left */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoEnvelopeRainPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Create a rain: the pool is split into random envelopes (each between min and max, summing to the pool) now */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoEnvelopeRainRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoEnvelopeRainRow"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/loyalty/envelopes/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a rain: no more envelopes open; those opened stay paid */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: null;
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/loyalty/envelopes/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The promotion (kind loyalty) that pays red envelopes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoEnvelopeSettings"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        /** Set the promotion that pays red envelopes of rains created from now */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoEnvelopeSettingsRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoEnvelopeSettings"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/chat/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether support is on duty, and the member’s open chat */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LiveChatStatusView"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/chat/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a chat (a member’s open chat is answered again); the token authenticates the socket and the calls */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LiveChatOpenRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LiveChatOpened"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/chat/offline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave a message and a contact while nobody is on duty */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LiveChatOfflineRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: null;
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/chat/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The chat and its messages (x-chat-token, or the member’s own chat) */
        get: {
            parameters: {
                query: {
                    chatId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LiveChatTranscript"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Say something in the chat (up to 2000 characters) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LiveChatSendRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LiveChatMessage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/chat/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the chat */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LiveChatIdRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LiveChatView"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/chat/rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rate the chat 1 to 5 at its end (once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LiveChatRateRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LiveChatView"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/chat/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s chats, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LiveChatHistoryPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/LIVE_modelList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live models one can chat with */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LiveModelList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/relay/LIVE_launchChat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Launch a model’s chat: answers the chatUrl opening it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LiveModelLaunchRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LiveModelLaunchResult"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/chat/console": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My duty, the waiting queue, my chats and the open offline messages */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoLiveChatConsole"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/chat/duty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Go on or off duty and set how many chats at once */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoLiveChatDutyRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoLiveChatDuty"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/chat/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff on duty with their load, to transfer a chat to */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoLiveChatStaffList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/chat/take": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a waiting chat */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LiveChatIdRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoLiveChat"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/chat/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand my chat to another staff member on duty */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoLiveChatTransferRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoLiveChat"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/chat/{chatId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A chat and its messages */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    chatId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoLiveChatTranscript"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/chat/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer in a chat I hold */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LiveChatSendRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LiveChatMessage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/chat/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a chat I hold */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LiveChatIdRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoLiveChat"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/chat/{chatId}/member": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The chat’s member: profile, balance, recent transactions */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    chatId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoLiveChatMemberView"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/chat/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Chat history by member, words said, days and status */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                    member?: string;
                    text?: string;
                    from?: string;
                    to?: string;
                    status?: components["schemas"]["LiveChatStatusInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoLiveChatSearchPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/chat/canned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Canned replies, of one language or all */
        get: {
            parameters: {
                query?: {
                    language?: components["schemas"]["LanguageCodeInput"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoCannedReplyList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        /** Add a canned reply */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoCannedReplyInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoCannedReply"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/chat/canned/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a canned reply */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoCannedReplyInputSchemaInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoCannedReply"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        /** Delete a canned reply */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: null;
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/chat/offline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages left while nobody was on duty, open ones first */
        get: {
            parameters: {
                query?: {
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoLiveChatOfflinePage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/chat/offline/handled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark an offline message handled */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoLiveChatOfflineIdRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoLiveChatOffline"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/chat/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send one PNG or JPG image (multipart, field `file`, under 5 MB) */
        post: {
            parameters: {
                query: {
                    chatId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LiveChatMessage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/chat/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send one PNG or JPG image (multipart, field `file`, under 5 MB) */
        post: {
            parameters: {
                query: {
                    chatId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["LiveChatMessage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Send feedback (question type, 20 to 200 characters, captcha); a member "apply for agent" also files an application */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FeedbackRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["FeedbackSent"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/feedback/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's latest 50 feedback, newest first, with answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MemberFeedbackList"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wps/feedback/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the member's own feedback */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["MemberFeedback"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Feedback by status, question type or member, newest first */
        get: {
            parameters: {
                query?: {
                    status?: components["schemas"]["FeedbackStatusInput"];
                    type?: number;
                    member?: string;
                    pageNo?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoFeedbackPage"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/feedback/assignees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The staff a feedback can be assigned to */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoFeedbackAssignees"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/feedback/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One feedback */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoFeedback"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/feedback/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign to a staff member (the caller when none is named) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoFeedbackAssignInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoFeedback"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/feedback/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer: a member's answer lands in their inbox */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BoFeedbackAnswerInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoFeedback"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bo/feedback/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close the feedback */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OkEnvelope"] & {
                            value: components["schemas"]["BoFeedback"];
                        };
                    };
                };
                "4XX": components["responses"]["Error"];
                "5XX": components["responses"]["Error"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        AccountNameInput: string;
        AccountSecuritySettings: {
            sessionIdleMinutes: number;
            sessionAbsoluteHours: number;
            rememberMeHours: number;
            passwordExpiryDays: number;
            loginMaxFailures: number;
            loginFailureWindowMinutes: number;
            loginLockMinutes: number;
            newIpSecondFactor: boolean;
            /** @default false */
            bankNameSecondFactor: boolean;
            passwordResetMinutes: number;
        };
        AccountSecuritySettingsInput: {
            sessionIdleMinutes: number;
            sessionAbsoluteHours: number;
            rememberMeHours: number;
            passwordExpiryDays: number;
            loginMaxFailures: number;
            loginFailureWindowMinutes: number;
            loginLockMinutes: number;
            newIpSecondFactor: boolean;
            /** @default false */
            bankNameSecondFactor?: boolean;
            passwordResetMinutes: number;
        };
        ActiveSeedPair: {
            seedId: string;
            serverSeedHash: string;
            clientSeed: string;
            nonce: number;
            createdAt: string;
        };
        /** @enum {string} */
        AdjustmentStatus: "pending" | "posted" | "rejected";
        /** @enum {string} */
        AdjustmentStatusInput: "pending" | "posted" | "rejected";
        AffiliateApplication: {
            id: number;
            status: components["schemas"]["AffiliateApplicationStatus"];
            note: string;
            reason: string | null;
            inviteCode: string | null;
            createdAt: string;
            reviewedAt: string | null;
        };
        AffiliateApplicationState: {
            isAgent: boolean;
            application: components["schemas"]["AffiliateApplication"] | null;
        };
        /** @enum {string} */
        AffiliateApplicationStatus: "pending" | "approved" | "rejected";
        /** @enum {string} */
        AffiliateApplicationStatusInput: "pending" | "approved" | "rejected";
        AffiliateApplyRequestInput: {
            note?: string;
        };
        AgentAccountDetailsPage: {
            content: components["schemas"]["AgentAccountMovement"][];
            pageNum: number;
            pageSize: number;
            totalPages: number;
            total: number;
            totals: {
                credits: number;
                debits: number;
                net: number;
            };
            from: string;
            to: string;
            currency: string;
        };
        AgentAccountMovement: {
            id: string;
            memberId: number;
            account: string;
            kind: components["schemas"]["AgentLedgerKind"];
            journalKind: string;
            amount: number;
            balanceAfter: number;
            createdAt: string;
            reference: string;
        };
        AgentBetTotals: {
            rounds: number;
            bet: number;
            validBet: number;
            win: number;
            profitLoss: number;
        };
        AgentContractActionInput: {
            /** @constant */
            action: "offer";
            downlineAccount: string;
            terms: {
                [key: string]: unknown;
            };
            endsAt?: string | null;
            note?: string;
        } | {
            /** @constant */
            action: "accept";
            contractId: number;
        } | {
            /** @constant */
            action: "reject";
            contractId: number;
            reason?: string;
        } | {
            /** @constant */
            action: "terminate";
            contractId: number;
            reason?: string;
        } | {
            /** @constant */
            action: "confirm";
            settlementId: number;
        } | {
            /** @constant */
            action: "refuse";
            settlementId: number;
            reason?: string;
        };
        AgentContractActionResult: {
            contract: components["schemas"]["AgentContractView"] | null;
            settlement: components["schemas"]["AgentSettlementView"] | null;
            autoTerminated: number[];
        };
        AgentContractList: {
            content: components["schemas"]["AgentContractView"][];
            pageNum: number;
            pageSize: number;
            totalPages: number;
            total: number;
            held: components["schemas"]["AgentContractView"] | null;
        };
        /** @enum {string} */
        AgentContractStatus: "offered" | "active" | "rejected" | "terminated" | "expired";
        /** @enum {string} */
        AgentContractStatusInput: "offered" | "active" | "rejected" | "terminated" | "expired";
        /** @enum {string} */
        AgentContractType: "dividend" | "daily_salary" | "hourly_salary" | "realtime_salary";
        /** @enum {string} */
        AgentContractTypeInput: "dividend" | "daily_salary" | "hourly_salary" | "realtime_salary";
        AgentContractView: {
            id: number;
            type: components["schemas"]["AgentContractType"];
            status: components["schemas"]["AgentContractStatus"];
            /** @enum {string} */
            role: "received" | "given";
            upline: {
                id: number;
                account: string;
                nickname: string | null;
            } | null;
            downline: {
                id: number;
                account: string;
                nickname: string | null;
            };
            terms: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            period: "five_minutes" | "hourly" | "daily" | "weekly" | "semi_monthly" | "monthly";
            note: string | null;
            offeredAt: string;
            offerExpiresAt: string;
            respondedAt: string | null;
            effectiveFrom: string | null;
            endsAt: string | null;
            endedAt: string | null;
            endedBy: ("upline" | "downline" | "system" | "staff") | null;
            endReason: string | null;
        };
        AgentContractsSettings: {
            activeMemberMinValidBet: number;
            dividendConfirmGraceHours: number;
            offerExpiryHours: number;
        };
        AgentContractsSettingsInput: {
            activeMemberMinValidBet: number;
            dividendConfirmGraceHours: number;
            offerExpiryHours: number;
        };
        AgentDownlineDetail: {
            id: number;
            account: string;
            nickname: string | null;
            type: number;
            isAgent: boolean;
            status: string;
            balance: number;
            createdAt: string;
            lastLoginAt: string | null;
            uplineId: number | null;
            uplineAccount: string | null;
            depth: number;
            directMembers: number;
            teamSize: number;
            figures: {
                betCount: number;
                bet: number;
                validBet: number;
                win: number;
                profitLoss: number;
                deposits: number;
                withdrawals: number;
            };
            teamFigures: components["schemas"]["AgentLossFigures"];
            from: string;
            to: string;
            currency: string;
        };
        /** @enum {string} */
        AgentDownlineKind: "player" | "agent";
        /** @enum {string} */
        AgentDownlineKindInput: "player" | "agent";
        AgentInviteLink: {
            id: number;
            code: string;
            kind: components["schemas"]["AgentDownlineKind"];
            label: string | null;
            registrations: number;
            disabled: boolean;
            createdAt: string;
            disabledAt: string | null;
            path: string;
        };
        AgentInviteLinkCreateInput: {
            kind: components["schemas"]["AgentDownlineKindInput"];
            label?: string;
        };
        AgentInviteLinkPage: {
            content: components["schemas"]["AgentInviteLink"][];
            pageNum: number;
            pageSize: number;
            totalPages: number;
            total: number;
            agentCode: string | null;
            agentCodePath: string | null;
        };
        AgentInviteLinkUpdateInput: {
            disabled?: boolean;
            label?: string | null;
        };
        /** @enum {string} */
        AgentLedgerKind: "deposit" | "withdrawal" | "transfer" | "bet" | "win" | "refund" | "agent_income" | "adjustment" | "bonus" | "other";
        /** @enum {string} */
        AgentLedgerKindInput: "deposit" | "withdrawal" | "transfer" | "bet" | "win" | "refund" | "agent_income" | "adjustment" | "bonus" | "other";
        AgentLossFigures: {
            betCount: number;
            bet: number;
            validBet: number;
            win: number;
            profitLoss: number;
        };
        AgentLossStatement: {
            betCount: number;
            bet: number;
            validBet: number;
            win: number;
            profitLoss: number;
            memberId: number;
            account: string;
            nickname: string | null;
            isAgent: boolean;
            teamSize: number;
        };
        AgentLossStatementsPage: {
            content: components["schemas"]["AgentLossStatement"][];
            pageNum: number;
            pageSize: number;
            totalPages: number;
            total: number;
            own: components["schemas"]["AgentLossStatement"];
            totals: components["schemas"]["AgentLossFigures"];
            from: string;
            to: string;
            currency: string;
        };
        AgentOpenAccountRequestInput: {
            kind: components["schemas"]["AgentDownlineKindInput"];
            account: string;
            password: string;
            nickname?: string;
            idempotencyKey: string;
        };
        AgentOpenAccountResult: {
            memberId: number;
            account: string;
            nickname: string | null;
            kind: components["schemas"]["AgentDownlineKind"];
            createdAt: string;
            replayed: boolean;
        };
        AgentOverview: {
            newMembers: number;
            activeMembers: number;
            deposits: number;
            depositCount: number;
            withdrawals: number;
            withdrawalCount: number;
            betCount: number;
            validBet: number;
            profitLoss: number;
            from: string;
            to: string;
            currency: string;
            businessTimeZone: string;
            teamSize: number;
            directMembers: number;
            activeMemberMinValidBet: number;
            daily: components["schemas"]["AgentOverviewDay"][];
        };
        AgentOverviewDay: {
            newMembers: number;
            activeMembers: number;
            deposits: number;
            depositCount: number;
            withdrawals: number;
            withdrawalCount: number;
            betCount: number;
            validBet: number;
            profitLoss: number;
            day: string;
        };
        AgentProfile: {
            memberId: number;
            account: string;
            nickname: string | null;
            businessTimeZone: string;
            gmtOffset: string;
            offsetMinutes: number;
            serverTime: string;
            agentCode: string | null;
        };
        AgentRevenueByType: {
            incomeCount: number;
            income: number;
            incomeDue: number;
            expenseCount: number;
            expense: number;
            expenseDue: number;
            net: number;
            type: components["schemas"]["AgentContractType"];
        };
        AgentRevenueFigures: {
            incomeCount: number;
            income: number;
            incomeDue: number;
            expenseCount: number;
            expense: number;
            expenseDue: number;
            net: number;
        };
        /** @enum {string} */
        AgentRevenueGrouping: "day" | "week" | "month";
        /** @enum {string} */
        AgentRevenueGroupingInput: "day" | "week" | "month";
        AgentRevenuePage: {
            content: components["schemas"]["AgentRevenueRow"][];
            pageNum: number;
            pageSize: number;
            totalPages: number;
            total: number;
            byType: components["schemas"]["AgentRevenueByType"][];
            totals: components["schemas"]["AgentRevenueFigures"];
            chart: components["schemas"]["AgentRevenueRow"][];
            groupBy: components["schemas"]["AgentRevenueGrouping"];
            from: string;
            to: string;
            currency: string;
        };
        AgentRevenueRow: {
            incomeCount: number;
            income: number;
            incomeDue: number;
            expenseCount: number;
            expense: number;
            expenseDue: number;
            net: number;
            period: string;
            type: components["schemas"]["AgentContractType"];
        };
        AgentSettlementInputs: {
            teamMembers: number;
            activeMembers: number;
            validBet: number;
            houseProfit: number;
            tierIndex: number | null;
            rateBp: number;
            base: number;
            carryIn?: number;
            carryOut?: number;
            qualifyingBets?: number;
            winningStake?: number;
            losingStake?: number;
            winRateBp?: number;
            lossRateBp?: number;
            activeMemberMinValidBet?: number;
        };
        AgentSettlementPage: {
            content: components["schemas"]["AgentSettlementView"][];
            pageNum: number;
            pageSize: number;
            totalPages: number;
            total: number;
        };
        /** @enum {string} */
        AgentSettlementStatus: "nothing_due" | "awaiting_confirmation" | "insufficient_funds" | "paid" | "forced_pending" | "forced";
        /** @enum {string} */
        AgentSettlementStatusInput: "nothing_due" | "awaiting_confirmation" | "insufficient_funds" | "paid" | "forced_pending" | "forced";
        AgentSettlementView: {
            id: number;
            contractId: number;
            type: components["schemas"]["AgentContractType"];
            periodKey: string;
            periodStart: string;
            periodEnd: string;
            /** @enum {string} */
            role?: "income" | "expense";
            payee: {
                id: number;
                account: string;
                nickname: string | null;
            };
            payer: {
                id: number;
                account: string;
                nickname: string | null;
            } | null;
            status: components["schemas"]["AgentSettlementStatus"];
            amount: number;
            paidAmount: number;
            carryIn: number;
            carryOut: number;
            inputs: components["schemas"]["AgentSettlementInputs"];
            attempts: number;
            lastError: string | null;
            confirmDeadline: string | null;
            paidAt: string | null;
            createdAt: string;
        };
        AgentTeamBet: {
            id: string;
            memberId: number;
            account: string;
            gameCode: string;
            gameName: string;
            gameType: string;
            vendorCode: string;
            vendorName: string;
            bet: number;
            validBet: number;
            win: number;
            profitLoss: number;
            status: components["schemas"]["AgentTeamBetStatus"];
            openedAt: string;
            closedAt: string | null;
        };
        /** @enum {string} */
        AgentTeamBetScopeInput: "direct" | "all";
        /** @enum {string} */
        AgentTeamBetStatus: "open" | "closed" | "cancelled";
        AgentTeamBetsPage: {
            content: components["schemas"]["AgentTeamBet"][];
            pageNum: number;
            pageSize: number;
            totalPages: number;
            total: number;
            totals: components["schemas"]["AgentBetTotals"];
            from: string;
            to: string;
            currency: string;
        };
        AgentTeamMember: {
            id: number;
            account: string;
            nickname: string | null;
            isAgent: boolean;
            /** @enum {string} */
            status: "active" | "disabled" | "frozen";
            depth: number;
            uplineAccount: string | null;
            balance: number;
            createdAt: string;
            lastLoginAt: string | null;
        };
        AgentTeamPage: {
            content: components["schemas"]["AgentTeamMember"][];
            pageNum: number;
            pageSize: number;
            totalPages: number;
            total: number;
        };
        /** @enum {string} */
        AgentTeamScopeInput: "direct" | "all";
        AltchaChallenge: {
            /** @enum {string} */
            algorithm: "SHA-1" | "SHA-256" | "SHA-512";
            challenge: string;
            maxnumber?: number;
            salt: string;
            signature: string;
        };
        Announcement: {
            id: number;
            /** @enum {string} */
            type: "B" | "PL" | "PU" | "PR" | "H";
            /** @enum {string} */
            execution: "A" | "B" | "F";
            title: string;
            content: string;
            createdAt: string;
        };
        AnnouncementContent: {
            id: number;
            title: string;
            content: string;
        };
        AnnouncementPage: {
            list: components["schemas"]["Announcement"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        AnnouncementTranslations: {
            [key: string]: {
                title: string;
                content: string;
            };
        };
        AnnouncementTranslationsInput: {
            [key: string]: {
                title: string;
                content: string;
            };
        };
        AuditEntry: {
            id: number;
            at: string;
            /** @enum {string} */
            actorType: "staff" | "member" | "system";
            actorId: string | null;
            actorName: string | null;
            action: string;
            target: string | null;
            details: {
                [key: string]: unknown;
            };
            ip: string | null;
            hash: string;
        };
        AuditList: {
            list: components["schemas"]["AuditEntry"][];
            nextBeforeId: number | null;
        };
        AuditVerifyResult: {
            ok: boolean;
            checked: number;
            firstBrokenId: number | null;
        };
        BankAccount: {
            id: number;
            bankName: string;
            accountNumberMasked: string;
            payeeName: string;
            ifsc: string | null;
            createdAt: string;
            usableFrom: string | null;
        };
        BankAccountCreateRequestInput: {
            bankName: string;
            accountNumber: string;
            payeeName?: string;
            ifsc?: string;
        };
        BankAccountDeleted: {
            id: number;
        };
        BankAccountList: {
            list: components["schemas"]["BankAccount"][];
            max: number;
            confirm: components["schemas"]["PayeeConfirmOptions"];
        };
        Banner: {
            url: string;
            groupName: components["schemas"]["BannerGroup"];
            /** @enum {string} */
            linkageType: "NONE" | "ROUTE" | "URL" | "PROMOTION" | "GAME";
            linkTarget: string;
            sequence: number;
            headline: string;
            subline: string;
            cta: string;
        };
        /** @enum {string} */
        BannerGroup: "w_home" | "w_game" | "w_leftmenu" | "w_login" | "w_register" | "w_forget" | "w_pagcor";
        /** @enum {string} */
        BannerGroupInput: "w_home" | "w_game" | "w_leftmenu" | "w_login" | "w_register" | "w_forget" | "w_pagcor";
        BannerList: {
            list: components["schemas"]["Banner"][];
        };
        BannerTranslations: {
            [key: string]: {
                headline: string;
                /** @default  */
                subline: string;
                /** @default  */
                cta: string;
            };
        };
        BannerTranslationsInput: {
            [key: string]: {
                headline: string;
                /** @default  */
                subline?: string;
                /** @default  */
                cta?: string;
            };
        };
        BetOutcome: {
            /** @constant */
            game: "dice";
            rollHundredths: number;
            roll: number;
            win: boolean;
        } | {
            /** @constant */
            game: "limbo";
            resultHundredths: number;
            result: number;
            win: boolean;
        } | {
            /** @constant */
            game: "mines";
            mineTiles: number[] | null;
            revealed: number[];
        } | {
            /** @constant */
            game: "plinko";
            path: (0 | 1)[];
            slot: number;
            multiplierHundredths: number;
        } | {
            /** @constant */
            game: "crash";
            crashPointHundredths: number | null;
            cashedOutAtHundredths: number | null;
        };
        BetParams: {
            /** @constant */
            game: "dice";
            target: number;
            direction: components["schemas"]["DiceDirection"];
        } | {
            /** @constant */
            game: "limbo";
            targetMultiplier: number;
        } | {
            /** @constant */
            game: "mines";
            mines: number;
        } | {
            /** @constant */
            game: "plinko";
            rows: number;
            risk: components["schemas"]["PlinkoRisk"];
        } | {
            /** @constant */
            game: "crash";
            crashRoundId: string;
            autoCashoutHundredths: number | null;
        };
        BetResult: {
            bet: components["schemas"]["BetView"];
            balance: number;
        };
        /** @enum {string} */
        BetStatus: "open" | "won" | "lost";
        BetView: {
            betId: string;
            game: components["schemas"]["BgsGame"];
            gameCode: string;
            currency: string;
            amount: number;
            payout: number | null;
            multiplierHundredths: number | null;
            status: components["schemas"]["BetStatus"];
            params: components["schemas"]["BetParams"];
            outcome: components["schemas"]["BetOutcome"] | null;
            serverSeedHash: string;
            serverSeed: string | null;
            clientSeed: string;
            nonce: number;
            createdAt: string;
            settledAt: string | null;
        };
        BettingMovement: {
            id: string;
            journalId: string;
            kind: string;
            /** @enum {string} */
            wallet: "main" | "vendor" | "withdrawal_hold";
            amount: number;
            balanceAfter: number;
            createdAt: string;
        };
        BettingRecordPage: {
            content: components["schemas"]["BettingRound"][];
            pageNum: number;
            pageSize: number;
            totalPages: number;
            total: number;
            totals: components["schemas"]["BettingTotals"];
            from: string;
            to: string;
            currency: string;
            currencySymbol: string;
        };
        BettingRound: {
            id: string;
            roundId: string;
            vendorCode: string;
            vendorName: string;
            gameCode: string;
            gameName: string;
            gameType: string;
            currency: string;
            betCount: number;
            bet: number;
            win: number;
            refund: number;
            profit: number;
            status: components["schemas"]["BettingRoundStatus"];
            openedAt: string;
            closedAt: string | null;
            sports: components["schemas"]["BettingSportsBet"] | null;
            roundBet: components["schemas"]["BettingRoundBet"] | null;
        };
        BettingRoundBet: {
            game: components["schemas"]["RoundBetGame"];
            place: string | null;
            roundNo: string | null;
            lines: components["schemas"]["BettingRoundBetLine"][];
            result: string | null;
            cards: components["schemas"]["BettingRoundBetHand"][];
        };
        BettingRoundBetHand: {
            hand: string;
            cards: number[];
        };
        BettingRoundBetLine: {
            label: string;
            amount: number;
            payout: number | null;
            note: string | null;
        };
        BettingRoundDetail: {
            round: components["schemas"]["BettingRound"];
            calls: components["schemas"]["BettingWalletCall"][];
            movements: components["schemas"]["BettingMovement"][];
            currencySymbol: string;
        };
        /** @enum {string} */
        BettingRoundStatus: "open" | "closed" | "cancelled";
        /** @enum {string} */
        BettingRoundStatusInput: "open" | "closed" | "cancelled";
        BettingSportsBet: {
            /** @enum {string} */
            betType: "single" | "parlay";
            cashOut: boolean;
            legs: components["schemas"]["BettingSportsLeg"][];
        };
        BettingSportsLeg: {
            eventName: string;
            startsAt: string | null;
            market: string;
            selection: string;
            line: number | null;
            odds: number;
            inPlay: boolean;
            outcome: components["schemas"]["SportsLegOutcome"] | null;
            score: string | null;
        };
        BettingTotals: {
            bet: number;
            win: number;
            refund: number;
            profit: number;
        };
        BettingWalletCall: {
            platformTxId: string;
            /** @enum {string} */
            action: "bet" | "win" | "rollback" | "adjust";
            txId: string;
            refTxId: string | null;
            amount: number;
            status: string;
            rolledBack: boolean;
            journalId: string | null;
            createdAt: string;
        };
        BgsConfig: {
            currency: string;
            minBet: number;
            maxBet: number;
            maxPayout: number;
        };
        /** @enum {string} */
        BgsGame: "dice" | "limbo" | "mines" | "plinko" | "crash";
        /** @enum {string} */
        BgsGameInput: "dice" | "limbo" | "mines" | "plinko" | "crash";
        BindCodeSentResponse: {
            expiredMinutes: number;
        };
        BindEmailRequestInput: {
            password: components["schemas"]["PasswordInputSchemaInput"];
            /** Format: email */
            email: string;
            verificationCode: components["schemas"]["SmsCodeInput"];
        };
        BindEmailResponse: {
            email: string;
        };
        BindEmailSendRequestInput: {
            /** Format: email */
            email: string;
        };
        BindMobileRequestInput: {
            password: components["schemas"]["PasswordInputSchemaInput"];
            countryDialingCode: components["schemas"]["DialingCodeInput"];
            mobileNum: components["schemas"]["MobileNumberInput"];
            verificationCode: components["schemas"]["SmsCodeInput"];
        };
        BindMobileResponse: {
            mobile: string;
        };
        BindMobileSendRequestInput: {
            countryDialingCode: components["schemas"]["DialingCodeInput"];
            mobileNum: components["schemas"]["MobileNumberInput"];
            altcha?: string;
        };
        BoAdjustShortfall: {
            id: number;
            memberId: number;
            memberAccount: string;
            vendorCode: string;
            roundPk: number;
            roundId: string;
            txId: string;
            platformTxId: number;
            currency: string;
            requested: number;
            taken: number;
            shortfall: number;
            createdAt: string;
        };
        BoAdjustShortfallPage: {
            list: components["schemas"]["BoAdjustShortfall"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoAdjustment: {
            id: number;
            memberId: number;
            memberAccount: string;
            amount: number;
            currency: string;
            reason: string;
            idempotencyKey: string;
            status: components["schemas"]["AdjustmentStatus"];
            requestedBy: {
                id: number;
                name: string;
            };
            decidedBy: {
                id: number;
                name: string;
            } | null;
            decisionReason: string | null;
            decidedAt: string | null;
            journalId: number | null;
            needsSecondApprover: boolean;
            createdAt: string;
        };
        BoAdjustmentCreateInput: {
            memberId?: number;
            memberAccount?: string;
            amount: number;
            reason: string;
            idempotencyKey: string;
        };
        BoAdjustmentPage: {
            list: components["schemas"]["BoAdjustment"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoAdjustmentRejectInput: {
            reason: string;
        };
        BoAffiliateApplication: {
            id: number;
            status: components["schemas"]["AffiliateApplicationStatus"];
            note: string;
            reason: string | null;
            inviteCode: string | null;
            createdAt: string;
            reviewedAt: string | null;
            memberId: number;
            memberAccount: string;
            feedbackId: number | null;
            uplineAccount: string | null;
            reviewedBy: string | null;
        };
        BoAffiliateApproveInput: {
            uplineAccount?: string;
        };
        BoAffiliatePage: {
            list: components["schemas"]["BoAffiliateApplication"][];
            topAgentAccount: string | null;
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoAffiliateRejectInput: {
            reason: string;
        };
        BoAgentContract: {
            id: number;
            type: components["schemas"]["AgentContractType"];
            status: components["schemas"]["AgentContractStatus"];
            upline: {
                id: number;
                account: string;
                nickname: string | null;
            } | null;
            downline: {
                id: number;
                account: string;
                nickname: string | null;
            };
            terms: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            period: "five_minutes" | "hourly" | "daily" | "weekly" | "semi_monthly" | "monthly";
            note: string | null;
            offeredAt: string;
            offerExpiresAt: string;
            respondedAt: string | null;
            effectiveFrom: string | null;
            endsAt: string | null;
            endedAt: string | null;
            endedBy: ("upline" | "downline" | "system" | "staff") | null;
            endReason: string | null;
            offeredByStaffId: number | null;
            replacesId: number | null;
        };
        BoAgentContractOfferInput: {
            type: components["schemas"]["AgentContractTypeInput"];
            downlineAccount: string;
            terms: {
                [key: string]: unknown;
            };
            endsAt?: string | null;
            note?: string;
        };
        BoAgentContractPage: {
            list: components["schemas"]["BoAgentContract"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoAgentContractTerminateInput: {
            reason: string;
        };
        BoAgentFreezeBodyInput: {
            reason: string;
        };
        /** @enum {string} */
        BoAgentMemberStatus: "active" | "disabled" | "frozen";
        BoAgentOverview: {
            agentPolicy: boolean;
            businessTimeZone: string;
            settlementClockOffsetMinutes: number;
        };
        BoAgentSearchResult: {
            member: components["schemas"]["BoAgentTreeNode"] | null;
            chain: components["schemas"]["BoAgentTreeNode"][];
        };
        BoAgentSettlement: {
            id: number;
            contractId: number;
            type: components["schemas"]["AgentContractType"];
            periodKey: string;
            periodStart: string;
            periodEnd: string;
            payee: {
                id: number;
                account: string;
                nickname: string | null;
            };
            payer: {
                id: number;
                account: string;
                nickname: string | null;
            } | null;
            status: components["schemas"]["AgentSettlementStatus"];
            amount: number;
            paidAmount: number;
            carryIn: number;
            carryOut: number;
            attempts: number;
            lastError: string | null;
            confirmDeadline: string | null;
            paidAt: string | null;
            createdAt: string;
            inputs: {
                [key: string]: unknown;
            };
            revision: number;
        };
        /** @enum {string} */
        BoAgentSettlementJob: "realtime_salary" | "hourly_salary" | "daily_salary" | "dividend";
        /** @enum {string} */
        BoAgentSettlementJobInput: "realtime_salary" | "hourly_salary" | "daily_salary" | "dividend";
        BoAgentSettlementPage: {
            list: components["schemas"]["BoAgentSettlement"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoAgentSettlementRun: {
            id: number;
            job: components["schemas"]["BoAgentSettlementJob"];
            periodKey: string;
            periodStart: string;
            periodEnd: string;
            /** @enum {string} */
            trigger: "schedule" | "catch_up" | "staff";
            staff: {
                id: number;
                username: string;
            } | null;
            runner: string;
            /** @enum {string} */
            status: "running" | "done" | "failed";
            contracts: number;
            paidCount: number;
            paidAmount: number;
            error: string | null;
            summary: {
                [key: string]: unknown;
            };
            startedAt: string;
            finishedAt: string | null;
        };
        BoAgentSettlementRunCreateInput: {
            job: components["schemas"]["BoAgentSettlementJobInput"];
            periodKey: string;
        };
        BoAgentSettlementRunDetail: {
            run: components["schemas"]["BoAgentSettlementRun"];
            settlements: components["schemas"]["BoAgentSettlement"][];
        };
        BoAgentSettlementRunPage: {
            list: components["schemas"]["BoAgentSettlementRun"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoAgentTreeNode: {
            id: number;
            account: string;
            nickname: string | null;
            /** @enum {string} */
            kind: "agent" | "player";
            type: number;
            status: components["schemas"]["BoAgentMemberStatus"];
            frozenReason: string | null;
            frozenAt: string | null;
            uplineId: number | null;
            teamSize: number;
            directCount: number;
            balance: number;
            createdAt: string;
        };
        BoAgentTreePage: {
            list: components["schemas"]["BoAgentTreeNode"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoAnnouncement: {
            id: number;
            /** @enum {string} */
            type: "B" | "PL" | "PU" | "PR" | "H";
            /** @enum {string} */
            execution: "A" | "B" | "F";
            title: string;
            content: string;
            createdAt: string;
            language: components["schemas"]["LanguageCode"];
            translations: components["schemas"]["AnnouncementTranslations"];
            missingLanguages: components["schemas"]["LanguageCode"][];
            sequence: number;
            enabled: boolean;
        };
        BoAnnouncementInputSchemaInput: {
            /** @enum {string} */
            type: "B" | "PL" | "PU" | "PR" | "H";
            /** @enum {string} */
            execution: "A" | "B" | "F";
            title: string;
            content: string;
            language?: components["schemas"]["LanguageCodeInput"];
            /** @default {} */
            translations?: components["schemas"]["AnnouncementTranslationsInput"];
            /** @default 0 */
            sequence?: number;
            /** @default true */
            enabled?: boolean;
        };
        BoAnnouncementPatchInput: {
            /** @enum {string} */
            type?: "B" | "PL" | "PU" | "PR" | "H";
            /** @enum {string} */
            execution?: "A" | "B" | "F";
            title?: string;
            content?: string;
            language?: components["schemas"]["LanguageCodeInput"];
            translations?: components["schemas"]["AnnouncementTranslationsInput"];
            sequence?: number;
            enabled?: boolean;
        };
        BoBanner: {
            url: string;
            groupName: components["schemas"]["BannerGroup"];
            /** @enum {string} */
            linkageType: "NONE" | "ROUTE" | "URL" | "PROMOTION" | "GAME";
            linkTarget: string;
            sequence: number;
            headline: string;
            subline: string;
            cta: string;
            id: number;
            language: components["schemas"]["LanguageCode"];
            translations: components["schemas"]["BannerTranslations"];
            missingLanguages: components["schemas"]["LanguageCode"][];
            enabled: boolean;
        };
        BoBannerInputSchemaInput: {
            groupName: components["schemas"]["BannerGroupInput"];
            url: string;
            /**
             * @default NONE
             * @enum {string}
             */
            linkageType?: "NONE" | "ROUTE" | "URL" | "PROMOTION" | "GAME";
            /** @default  */
            linkTarget?: string;
            /** @default 0 */
            sequence?: number;
            /** @default true */
            enabled?: boolean;
            /** @default  */
            headline?: string;
            /** @default  */
            subline?: string;
            /** @default  */
            cta?: string;
            language?: components["schemas"]["LanguageCodeInput"];
            /** @default {} */
            translations?: components["schemas"]["BannerTranslationsInput"];
        };
        BoBannerPatchInput: {
            groupName?: components["schemas"]["BannerGroupInput"];
            url?: string;
            /** @enum {string} */
            linkageType?: "NONE" | "ROUTE" | "URL" | "PROMOTION" | "GAME";
            linkTarget?: string;
            sequence?: number;
            enabled?: boolean;
            headline?: string;
            subline?: string;
            cta?: string;
            language?: components["schemas"]["LanguageCodeInput"];
            translations?: components["schemas"]["BannerTranslationsInput"];
        };
        BoBoardPeriod: {
            periodKey: string;
            periodStart: string;
            periodEnd: string;
            /** @enum {string} */
            status: "open" | "closed" | "paid";
            closedAt: string | null;
            prizes: components["schemas"]["BoBoardPrize"][];
        };
        BoBoardPrize: {
            rank: number;
            memberId: number;
            account: string;
            score: components["schemas"]["MinorTotal"];
            amount: number;
            /** @enum {string} */
            status: "owed" | "paid" | "failed";
            error: string | null;
            paidAt: string | null;
        };
        BoBoardResults: {
            list: components["schemas"]["BoBoardPeriod"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoCannedReply: {
            id: number;
            language: components["schemas"]["LanguageCode"];
            title: string;
            body: string;
            sortOrder: number;
        };
        BoCannedReplyInputSchemaInput: {
            language: components["schemas"]["LanguageCodeInput"];
            title: string;
            body: string;
            /** @default 0 */
            sortOrder?: number;
        };
        BoCannedReplyList: {
            list: components["schemas"]["BoCannedReply"][];
        };
        BoContentLanguages: {
            defaultLanguage: components["schemas"]["LanguageCode"];
            supportedLanguages: components["schemas"]["LanguageCode"][];
        };
        BoContentPage: {
            id: number;
            kind: components["schemas"]["ContentPageKind"];
            slug: string;
            title: string;
            summary: string;
            content: string;
            language: components["schemas"]["LanguageCode"];
            translations: components["schemas"]["ContentPageTranslations"];
            missingLanguages: components["schemas"]["LanguageCode"][];
            coverUrl: string | null;
            publishedAt: string | null;
            enabled: boolean;
            createdAt: string;
        };
        BoContentPageInputSchemaInput: {
            kind: components["schemas"]["ContentPageKindInput"];
            slug: components["schemas"]["ContentPageSlugInput"];
            title: string;
            /** @default  */
            summary?: string;
            /** @default  */
            content?: string;
            language?: components["schemas"]["LanguageCodeInput"];
            /** @default {} */
            translations?: components["schemas"]["ContentPageTranslationsInput"];
            /** @default null */
            coverUrl?: string | null;
            /** @default null */
            publishedAt?: string | null;
            /** @default true */
            enabled?: boolean;
        };
        BoContentPagePatchInput: {
            kind?: components["schemas"]["ContentPageKindInput"];
            slug?: components["schemas"]["ContentPageSlugInput"];
            title?: string;
            summary?: string;
            content?: string;
            language?: components["schemas"]["LanguageCodeInput"];
            translations?: components["schemas"]["ContentPageTranslationsInput"];
            coverUrl?: string | null;
            publishedAt?: string | null;
            enabled?: boolean;
        };
        BoCurrencyLimit: {
            currency: string;
            maxMinor: number;
            updatedAt: string;
        };
        BoCurrencyLimitUpdateInput: {
            currency: string;
            maxMinor: number;
        };
        BoCurrencyLimits: {
            merchant: {
                currency: string;
                maxMinor: number;
                isDefault: boolean;
            };
            hardMaxMinor: number;
            limits: components["schemas"]["BoCurrencyLimit"][];
        };
        BoCustomerService: {
            /** @enum {string} */
            csType: "LIVECHAT" | "TELEGRAM" | "FACEBOOK";
            csPosition: number;
            title: string;
            path: string;
            id: number;
            language: components["schemas"]["LanguageCode"];
            translations: components["schemas"]["CustomerServiceTranslations"];
            enabled: boolean;
        };
        BoCustomerServiceInputSchemaInput: {
            /** @enum {string} */
            csType: "LIVECHAT" | "TELEGRAM" | "FACEBOOK";
            /** @default 0 */
            csPosition?: number;
            title: string;
            language?: components["schemas"]["LanguageCodeInput"];
            /** @default {} */
            translations?: components["schemas"]["CustomerServiceTranslationsInput"];
            path: string;
            /** @default true */
            enabled?: boolean;
        };
        BoCustomerServicePatchInput: {
            /** @enum {string} */
            csType?: "LIVECHAT" | "TELEGRAM" | "FACEBOOK";
            csPosition?: number;
            title?: string;
            language?: components["schemas"]["LanguageCodeInput"];
            translations?: components["schemas"]["CustomerServiceTranslationsInput"];
            path?: string;
            enabled?: boolean;
        };
        BoDashboard: {
            generatedAt: string;
            timeZone: string;
            today: string;
            days: string[];
            currency: string;
            cashier: components["schemas"]["BoDashboardCashier"] | null;
            games: components["schemas"]["BoDashboardGames"] | null;
            newMembersToday: number;
            alerts: components["schemas"]["BoDashboardAlert"][];
        };
        BoDashboardAlert: {
            kind: components["schemas"]["DashboardAlertKind"];
            count: number;
        };
        BoDashboardCashier: {
            depositsToday: components["schemas"]["BoDashboardTally"][];
            depositsPending: components["schemas"]["BoDashboardTally"][];
            withdrawalsToday: components["schemas"]["BoDashboardTally"][];
            withdrawalsPending: components["schemas"]["BoDashboardTally"][];
        };
        BoDashboardGames: {
            ggrToday: components["schemas"]["BoDashboardGgrTotal"][];
            ggrWeek: components["schemas"]["BoDashboardGgrTotal"][];
            days: components["schemas"]["BoDashboardGgrDay"][];
            activePlayersToday: number;
        };
        BoDashboardGgrDay: {
            day: string;
            currency: string;
            validBet: components["schemas"]["MinorTotal"];
            winAmount: components["schemas"]["MinorTotal"];
            ggr: components["schemas"]["MinorTotal"];
            players: number;
        };
        BoDashboardGgrTotal: {
            currency: string;
            validBet: components["schemas"]["MinorTotal"];
            winAmount: components["schemas"]["MinorTotal"];
            ggr: components["schemas"]["MinorTotal"];
        };
        BoDashboardTally: {
            currency: string;
            count: number;
            amount: components["schemas"]["MinorTotal"];
        };
        BoDeposit: {
            orderNo: string;
            methodId: number;
            methodName: string;
            kind: components["schemas"]["PaymentMethodKind"];
            amount: number;
            currency: string;
            status: components["schemas"]["DepositStatus"];
            transferReference: string | null;
            reason: string | null;
            redirectUrl: string | null;
            proofCount: number;
            createdAt: string;
            updatedAt: string;
            id: number;
            memberId: number;
            account: string;
            providerCode: string;
            providerRef: string | null;
            reviewedBy: string | null;
            reviewedAt: string | null;
            proofs: {
                index: number;
                contentType: string;
                size: number;
            }[];
        };
        BoDepositConfirmInput: {
            note?: string;
        };
        BoDepositPage: {
            list: components["schemas"]["BoDeposit"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoDepositRejectInput: {
            reason: string;
        };
        BoDisputePage: {
            list: components["schemas"]["BoWithdrawalDispute"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoDisputeResolveRequestInput: {
            note: string;
        };
        BoEnvelopeRainPage: {
            list: components["schemas"]["BoEnvelopeRainRow"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoEnvelopeRainRequestInput: {
            titles: {
                [key: string]: string;
            };
            poolAmount: number;
            envelopeCount: number;
            minAmount: number;
            maxAmount: number;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            /**
             * @default {
             *       "vipLevels": [],
             *       "memberTypes": [],
             *       "minDeposit": null
             *     }
             */
            eligibility?: components["schemas"]["EnvelopeEligibilityInput"];
            /** @default null */
            turnoverMultipleBp?: number | null;
        };
        BoEnvelopeRainRow: {
            id: string;
            titles: {
                [key: string]: string;
            };
            poolAmount: components["schemas"]["MinorTotal"];
            currency: string;
            envelopeCount: number;
            minAmount: components["schemas"]["MinorTotal"];
            maxAmount: components["schemas"]["MinorTotal"];
            startsAt: string;
            endsAt: string;
            eligibility: components["schemas"]["EnvelopeEligibility"];
            turnoverMultipleBp: number | null;
            cancelledAt: string | null;
            opened: number;
            openedAmount: components["schemas"]["MinorTotal"];
            paidAmount: components["schemas"]["MinorTotal"];
            left: number;
            leftAmount: components["schemas"]["MinorTotal"];
        };
        BoEnvelopeSettings: {
            promotionId: number | null;
        };
        BoEnvelopeSettingsRequestInput: {
            promotionId: number | null;
        };
        BoFeedback: {
            id: number;
            type: components["schemas"]["FeedbackQuestionType"];
            content: string;
            status: components["schemas"]["FeedbackStatus"];
            memberId: number | null;
            memberAccount: string | null;
            contact: string | null;
            assignedTo: number | null;
            assignedToName: string | null;
            answer: string | null;
            answeredBy: string | null;
            answeredAt: string | null;
            closedBy: string | null;
            closedAt: string | null;
            applicationId: number | null;
            createdAt: string;
        };
        BoFeedbackAnswerInput: {
            answer: string;
        };
        BoFeedbackAssignInput: {
            staffId?: number;
        };
        BoFeedbackAssignees: {
            list: {
                id: number;
                username: string;
            }[];
        };
        BoFeedbackPage: {
            list: components["schemas"]["BoFeedback"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoGame: {
            nodeId: number;
            gameName: string;
            displayName: string;
            gameCode: string;
            gameType: components["schemas"]["GameCategory"];
            vassalage: string;
            iconUrl: string;
            isHot: 0 | 1;
            /** @enum {string} */
            isGame: "GAME" | "VASSALAGE";
            maintenance: boolean;
            sortOrder: number;
            enabled: boolean;
            displayNames: components["schemas"]["DisplayNames"];
        };
        BoGameCreateInput: {
            vassalage: string;
            gameCode: string;
            gameName: string;
            /** @default {} */
            displayNames?: components["schemas"]["DisplayNamesInput"];
            iconUrl?: string;
            /** @default false */
            isHot?: boolean;
            /**
             * @default GAME
             * @enum {string}
             */
            isGame?: "GAME" | "VASSALAGE";
            /** @default true */
            enabled?: boolean;
            /** @default false */
            maintenance?: boolean;
            /** @default 0 */
            sortOrder?: number;
        };
        BoGamePage: {
            list: components["schemas"]["BoGame"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoGameTransaction: {
            platformTxId: number;
            vendorCode: string;
            txId: string;
            action: components["schemas"]["GameWalletAction"];
            memberId: number;
            roundId: string;
            roundPk: number | null;
            gameCode: string;
            amount: number;
            currency: string;
            refTxId: string | null;
            requestHash: string;
            response: {
                [key: string]: unknown;
            };
            journalId: number | null;
            rolledBackBy: number | null;
            createdAt: string;
        };
        BoGameUpdateInput: {
            gameName?: string;
            displayNames?: components["schemas"]["DisplayNamesInput"];
            iconUrl?: string;
            isHot?: boolean;
            enabled?: boolean;
            maintenance?: boolean;
            sortOrder?: number;
        };
        BoGameVendor: {
            id: number;
            code: string;
            displayName: string;
            gameType: components["schemas"]["GameCategory"];
            enabled: boolean;
            maintenance: boolean;
            walletMode: components["schemas"]["VendorWalletMode"];
            hasCredentials: boolean;
            ipAllowList: string[];
            launchUrl: string;
            maxRoundWin: number | null;
            /** @enum {string} */
            walletApiVersion: "1.0" | "1.1";
            rotatedAt: string | null;
            previousSecretUntil: string | null;
            credentialsUpdatedAt: string | null;
        };
        BoGameVendorCredentialsCreateInput: {
            /** @default [] */
            ipAllowList?: components["schemas"]["IpOrCidrInput"][];
            /** @default  */
            launchUrl?: string;
        };
        BoGameVendorList: {
            list: components["schemas"]["BoGameVendor"][];
            secretGraceMinutes: number;
        };
        BoGameVendorSecret: {
            vendor: components["schemas"]["BoGameVendor"];
            secret: string;
        };
        BoGameVendorUpdateInput: {
            walletMode?: components["schemas"]["VendorWalletModeInput"];
            maintenance?: boolean;
            enabled?: boolean;
            ipAllowList?: components["schemas"]["IpOrCidrInput"][];
            launchUrl?: string;
            maxRoundWin?: number | null;
            /** @enum {string} */
            walletApiVersion?: "1.0" | "1.1";
        };
        BoGgrReport: {
            from: string;
            to: string;
            timeZone: string;
            days: string[];
            rows: components["schemas"]["BoGgrRow"][];
            vendors: components["schemas"]["BoGgrVendorTotal"][];
            totals: components["schemas"]["BoGgrTotal"][];
        };
        BoGgrRow: {
            day: string;
            vendorCode: string;
            vendorName: string;
            currency: string;
            betCount: number;
            betAmount: components["schemas"]["MinorTotal"];
            refundAmount: components["schemas"]["MinorTotal"];
            validBet: components["schemas"]["MinorTotal"];
            winAmount: components["schemas"]["MinorTotal"];
            ggr: components["schemas"]["MinorTotal"];
            rounds: number;
            players: number;
        };
        BoGgrTotal: {
            currency: string;
            betCount: number;
            betAmount: components["schemas"]["MinorTotal"];
            refundAmount: components["schemas"]["MinorTotal"];
            validBet: components["schemas"]["MinorTotal"];
            winAmount: components["schemas"]["MinorTotal"];
            ggr: components["schemas"]["MinorTotal"];
            rounds: number;
            players: number;
        };
        BoGgrVendorTotal: {
            vendorCode: string;
            vendorName: string;
            currency: string;
            betCount: number;
            betAmount: components["schemas"]["MinorTotal"];
            refundAmount: components["schemas"]["MinorTotal"];
            validBet: components["schemas"]["MinorTotal"];
            winAmount: components["schemas"]["MinorTotal"];
            ggr: components["schemas"]["MinorTotal"];
            rounds: number;
            players: number;
        };
        BoHelpArticle: {
            term: string;
            title: string;
            content: string;
            category: string;
            language: components["schemas"]["LanguageCode"];
            id: number;
            sequence: number;
            enabled: boolean;
        };
        BoHelpArticleInputSchemaInput: {
            term: string;
            language: components["schemas"]["LanguageCodeInput"];
            category: string;
            title: string;
            content: string;
            /** @default 0 */
            sequence?: number;
            /** @default true */
            enabled?: boolean;
        };
        BoHelpArticlePatchInput: {
            term?: string;
            language?: components["schemas"]["LanguageCodeInput"];
            category?: string;
            title?: string;
            content?: string;
            sequence?: number;
            enabled?: boolean;
        };
        BoInboxAudienceCount: {
            members: number;
        };
        BoInboxMessage: {
            id: string;
            audience: components["schemas"]["InboxAudience"];
            memberAccount: string | null;
            segment: {
                vipLevels: number[];
                memberTypes: number[];
                agentAccount: string | null;
                registeredFrom: string | null;
                registeredTo: string | null;
            } | null;
            title: string;
            body: string;
            language: components["schemas"]["LanguageCode"];
            translations: components["schemas"]["InboxMessageTranslations"];
            missingLanguages: components["schemas"]["LanguageCode"][];
            publishAt: string;
            expireAt: string | null;
            status: components["schemas"]["BoInboxMessageStatus"];
            reach: number;
            readCount: number;
            createdBy: string;
            createdAt: string;
            cancelledBy: string | null;
            cancelledAt: string | null;
        };
        BoInboxMessageInputSchemaInput: {
            target: components["schemas"]["BoInboxTargetInput"];
            title: string;
            body: string;
            /** @default EN */
            language?: components["schemas"]["LanguageCodeInput"];
            /** @default {} */
            translations?: components["schemas"]["InboxMessageTranslationsInput"];
            /** @default null */
            publishAt?: string | null;
            /** @default null */
            expireAt?: string | null;
        };
        BoInboxMessagePage: {
            list: components["schemas"]["BoInboxMessage"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        /** @enum {string} */
        BoInboxMessageStatus: "scheduled" | "live" | "expired" | "cancelled";
        BoInboxTargetInput: {
            audience: components["schemas"]["InboxAudienceInput"];
            /** @default null */
            memberAccount?: string | null;
            /** @default null */
            segment?: components["schemas"]["InboxSegmentInput"] | null;
        };
        BoLeaderboard: {
            id: number;
            metric: components["schemas"]["BoardMetric"];
            period: components["schemas"]["BoardPeriod"];
            category: components["schemas"]["LoyaltyGameCategory"] | null;
            title: string;
            description: string;
            translations: components["schemas"]["MissionTranslations"];
            topN: number;
            prizes: number[];
            promotionId: number | null;
            turnoverMultipleBp: number;
            enabled: boolean;
            sequence: number;
            updatedAt: string;
        };
        BoLeaderboardInputSchemaInput: {
            metric: components["schemas"]["BoardMetricInput"];
            period: components["schemas"]["BoardPeriodInput"];
            category: components["schemas"]["LoyaltyGameCategoryInput"] | null;
            title: string;
            description: string;
            translations: components["schemas"]["MissionTranslationsInput"];
            topN: number;
            prizes: number[];
            promotionId: number | null;
            turnoverMultipleBp: number;
            enabled: boolean;
            sequence: number;
        };
        BoLeaderboardList: {
            list: components["schemas"]["BoLeaderboard"][];
        };
        BoLedgerEntry: {
            legId: number;
            journalId: number;
            accountId: number;
            /** @enum {string} */
            accountKind: "player_main" | "player_vendor" | "player_withdrawal_hold" | "agent_main";
            vendorCode: string | null;
            kind: string;
            amount: number;
            balanceAfter: number | null;
            idempotencyKey: string;
            metadata: {
                [key: string]: unknown;
            };
            createdAt: string;
        };
        BoLedgerJournal: {
            id: number;
            kind: string;
            idempotencyKey: string;
            metadata: {
                [key: string]: unknown;
            };
            createdAt: string;
            legs: components["schemas"]["BoLedgerLeg"][];
        };
        BoLedgerLeg: {
            id: number;
            accountId: number;
            accountKind: string;
            ownerType: string | null;
            ownerId: string | null;
            vendorCode: string | null;
            currency: string;
            amount: number;
            balanceAfter: number | null;
        };
        BoLedgerViolation: {
            /** @enum {string} */
            rule: "JOURNAL_UNBALANCED" | "JOURNAL_MIXED_CURRENCY" | "BALANCE_MISMATCH" | "NEGATIVE_BALANCE" | "BALANCE_AFTER_MISMATCH";
            journalId: number | null;
            accountId: number | null;
            legId: number | null;
            figures: {
                [key: string]: number | string | null;
            };
        };
        BoLiveChat: {
            id: number;
            status: components["schemas"]["LiveChatStatus"];
            language: components["schemas"]["LanguageCode"];
            topic: string;
            name: string;
            staffName: string | null;
            queuePosition: number;
            rating: number | null;
            createdAt: string;
            closedAt: string | null;
            memberId: number | null;
            memberAccount: string | null;
            contact: string;
            staffId: number | null;
            ratingComment: string | null;
            lastMessageAt: string;
        };
        BoLiveChatConsole: {
            duty: components["schemas"]["BoLiveChatDuty"];
            queue: components["schemas"]["BoLiveChat"][];
            mine: components["schemas"]["BoLiveChat"][];
            offlineOpen: number;
        };
        BoLiveChatDuty: {
            onDuty: boolean;
            capacity: number;
        };
        BoLiveChatDutyRequestInput: {
            onDuty: boolean;
            /** @default 3 */
            capacity?: number;
        };
        BoLiveChatMember: {
            id: number;
            account: string;
            nickname: string | null;
            realName: string | null;
            status: string;
            createdAt: string;
            currency: string;
            currencySymbol: string;
            balance: components["schemas"]["MinorTotal"];
            recent: {
                kind: string;
                amount: number;
                createdAt: string;
            }[];
        };
        BoLiveChatMemberView: {
            member: components["schemas"]["BoLiveChatMember"] | null;
        };
        BoLiveChatOffline: {
            id: number;
            memberAccount: string | null;
            name: string;
            contact: string;
            language: string;
            topic: string;
            message: string;
            createdAt: string;
            handledAt: string | null;
            handledBy: string | null;
        };
        BoLiveChatOfflineIdRequestInput: {
            id: number;
        };
        BoLiveChatOfflinePage: {
            list: components["schemas"]["BoLiveChatOffline"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoLiveChatSearchPage: {
            list: components["schemas"]["BoLiveChat"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoLiveChatStaff: {
            id: number;
            name: string;
            active: number;
            capacity: number;
        };
        BoLiveChatStaffList: {
            list: components["schemas"]["BoLiveChatStaff"][];
        };
        BoLiveChatTranscript: {
            chat: components["schemas"]["BoLiveChat"];
            messages: components["schemas"]["LiveChatMessage"][];
        };
        BoLiveChatTransferRequestInput: {
            chatId: number;
            toStaffId: number;
        };
        BoLoyaltyCostDay: {
            day: string;
            pointsIssued: components["schemas"]["MinorTotal"];
            pointsRedeemed: components["schemas"]["MinorTotal"];
            pointsConverted: components["schemas"]["MinorTotal"];
            pointsTakenBack: components["schemas"]["MinorTotal"];
            money: components["schemas"]["BoLoyaltyMoneyLine"][];
        };
        BoLoyaltyCostReport: {
            from: string;
            to: string;
            timeZone: string;
            promotions: {
                promotionId: number;
                title: string;
            }[];
            days: components["schemas"]["BoLoyaltyCostDay"][];
            totals: {
                pointsIssued: components["schemas"]["MinorTotal"];
                pointsRedeemed: components["schemas"]["MinorTotal"];
                pointsConverted: components["schemas"]["MinorTotal"];
                pointsTakenBack: components["schemas"]["MinorTotal"];
                money: components["schemas"]["BoLoyaltyMoneyLine"][];
            };
        };
        BoLoyaltyMoneyLine: {
            promotionId: number;
            currency: string;
            paid: components["schemas"]["MinorTotal"];
        };
        BoMemberBonus: {
            requirementId: number | null;
            journalId: number;
            promotionId: number | null;
            promotionTitle: string | null;
            amount: number;
            currency: string;
            turnoverRequired: number;
            wageringStatus: components["schemas"]["WageringStatus"] | null;
            forfeitedAmount: number | null;
            createdAt: string;
            closedAt: string | null;
        };
        BoMemberBonusList: {
            memberId: number;
            account: string;
            list: components["schemas"]["BoMemberBonus"][];
        };
        /** @enum {string} */
        BoMemberKind: "member" | "agent" | "trial" | "other";
        BoMemberLedgerPage: {
            list: components["schemas"]["BoLedgerEntry"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoMemberPromotionProfile: {
            memberId: number;
            vipLevel: number;
            country: string | null;
        };
        BoMemberPromotionProfileUpdateInput: {
            vipLevel: number;
            country: string | null;
        };
        BoMemberSearchResult: {
            list: components["schemas"]["BoMemberSummary"][];
        };
        BoMemberSummary: {
            id: number;
            account: string;
            nickname: string | null;
            realName: string | null;
            kind: components["schemas"]["BoMemberKind"];
            status: string;
            createdAt: string;
        };
        BoMemberWallet: {
            member: components["schemas"]["BoMemberSummary"];
            currency: string;
            currencySymbol: string;
            accounts: components["schemas"]["BoWalletAccount"][];
            total: components["schemas"]["MinorTotal"];
        };
        BoMission: {
            id: number;
            period: components["schemas"]["MissionPeriod"];
            title: string;
            description: string;
            translations: components["schemas"]["MissionTranslations"];
            conditions: components["schemas"]["MissionCondition"][];
            rewardKind: components["schemas"]["MissionRewardKind"];
            rewardAmount: number;
            turnoverMultipleBp: number;
            promotionId: number | null;
            vipLevels: number[];
            memberTypes: number[];
            startAt: string | null;
            endAt: string | null;
            enabled: boolean;
            sequence: number;
            claims: number;
            updatedAt: string;
        };
        BoMissionInputSchemaInput: {
            period: components["schemas"]["MissionPeriodInput"];
            title: string;
            description: string;
            translations: components["schemas"]["MissionTranslationsInput"];
            conditions: components["schemas"]["MissionConditionInput"][];
            rewardKind: components["schemas"]["MissionRewardKindInput"];
            rewardAmount: number;
            turnoverMultipleBp: number;
            promotionId: number | null;
            vipLevels: number[];
            memberTypes: number[];
            startAt: string | null;
            endAt: string | null;
            enabled: boolean;
            sequence: number;
        };
        BoMissionList: {
            list: components["schemas"]["BoMission"][];
        };
        BoNotice: {
            id: number;
            title: string;
            content: string;
            language: components["schemas"]["LanguageCode"];
            translations: components["schemas"]["NoticeTranslations"];
            missingLanguages: components["schemas"]["LanguageCode"][];
            sequence: number;
            enabled: boolean;
        };
        BoNoticeInputSchemaInput: {
            title: string;
            content: string;
            language?: components["schemas"]["LanguageCodeInput"];
            /** @default {} */
            translations?: components["schemas"]["NoticeTranslationsInput"];
            /** @default 0 */
            sequence?: number;
            /** @default true */
            enabled?: boolean;
        };
        BoNoticePatchInput: {
            title?: string;
            content?: string;
            language?: components["schemas"]["LanguageCodeInput"];
            translations?: components["schemas"]["NoticeTranslationsInput"];
            sequence?: number;
            enabled?: boolean;
        };
        BoOutboxMessage: {
            id: number;
            channel: components["schemas"]["MessageChannel"];
            recipient: string;
            subject: string | null;
            body: string;
            /** @enum {string} */
            status: "queued" | "sent" | "failed";
            provider: string;
            providerRef: string | null;
            error: string | null;
            memberId: number | null;
            createdAt: string;
            sentAt: string | null;
        };
        BoOutboxPage: {
            list: components["schemas"]["BoOutboxMessage"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoPaymentMethod: {
            id: number;
            code: string;
            name: string;
            names: {
                [key: string]: string;
            };
            kind: components["schemas"]["PaymentMethodKind"];
            providerCode: string;
            bankName: string;
            accountName: string;
            accountNumber: string;
            instructions: string;
            minAmount: number;
            maxAmount: number;
            enabled: boolean;
            sortOrder: number;
            updatedAt: string;
        };
        BoPaymentMethodCreateInput: {
            code: string;
            kind: components["schemas"]["PaymentMethodKindInput"];
            providerCode?: string;
            name: string;
            /** @default {} */
            names?: {
                [key: string]: string;
            };
            /** @default  */
            bankName?: string;
            /** @default  */
            accountName?: string;
            /** @default  */
            accountNumber?: string;
            /** @default  */
            instructions?: string;
            minAmount: number;
            maxAmount: number;
            /** @default true */
            enabled?: boolean;
            /** @default 0 */
            sortOrder?: number;
        };
        BoPaymentMethodList: {
            list: components["schemas"]["BoPaymentMethod"][];
            providers: string[];
        };
        BoPaymentMethodUpdateInput: {
            name?: string;
            names?: {
                [key: string]: string;
            };
            bankName?: string;
            accountName?: string;
            accountNumber?: string;
            instructions?: string;
            minAmount?: number;
            maxAmount?: number;
            enabled?: boolean;
            sortOrder?: number;
        };
        BoPointAccrualRunResult: {
            ran: boolean;
            members: number;
            entries: number;
            pointsIn: number;
            pointsOut: number;
        };
        BoPointRates: {
            rates: components["schemas"]["PointRate"][];
            updatedAt: string | null;
            updatedBy: string | null;
            lastRun: {
                id: number;
                /** @enum {string} */
                status: "running" | "done" | "failed";
                startedAt: string;
                finishedAt: string | null;
                members: number;
                entries: number;
                pointsIn: number;
                pointsOut: number;
                error: string | null;
            } | null;
        };
        BoPointRatesUpdateInput: {
            rates: components["schemas"]["PointRateInput"][];
        };
        BoPointsGrantInputSchemaInput: {
            account: string;
            points: number;
            reason: string;
            clientKey: components["schemas"]["WalletRequestKeyInput"];
        };
        BoPointsGrantResult: {
            account: string;
            points: number;
            balanceAfter: number;
            replayed: boolean;
        };
        BoPointsMallConfig: {
            convertPoints: number;
            convertAmount: number;
            convertMinPoints: number;
            promotionId: number | null;
            updatedAt: string;
            updatedBy: string | null;
        };
        BoPointsMallConfigInputSchemaInput: {
            convertPoints: number;
            convertAmount: number;
            convertMinPoints: number;
            promotionId: number | null;
        };
        BoPointsMallGoods: {
            id: number;
            redeemType: components["schemas"]["PointsMallRedeemType"];
            name: string;
            description: string;
            language: components["schemas"]["LanguageCode"];
            translations: components["schemas"]["PointsMallGoodsTranslations"];
            images: string[];
            stock: number | null;
            limitPerMember: number | null;
            pointsNeeded: number;
            amountNeeded: number;
            startAt: string | null;
            endAt: string | null;
            sortOrder: number;
            enabled: boolean;
            redeemed: number;
            updatedAt: string;
        };
        BoPointsMallGoodsInputSchemaInput: {
            redeemType: components["schemas"]["PointsMallRedeemTypeInput"];
            name: string;
            /** @default  */
            description?: string;
            /** @default EN */
            language?: components["schemas"]["LanguageCodeInput"];
            /** @default {} */
            translations?: components["schemas"]["PointsMallGoodsTranslationsInput"];
            /** @default [] */
            images?: components["schemas"]["PointsMallImageInput"][];
            /** @default null */
            stock?: number | null;
            /** @default null */
            limitPerMember?: number | null;
            pointsNeeded: number;
            /** @default 0 */
            amountNeeded?: number;
            /** @default null */
            startAt?: string | null;
            /** @default null */
            endAt?: string | null;
            /** @default 0 */
            sortOrder?: number;
            /** @default true */
            enabled?: boolean;
        };
        BoPointsMallGoodsList: {
            list: components["schemas"]["BoPointsMallGoods"][];
        };
        BoPointsMallRedemption: {
            id: number;
            number: string;
            /** @enum {string} */
            kind: "redeem" | "convert";
            goodsId: number | null;
            redeemType: components["schemas"]["PointsMallRedeemType"];
            itemName: string;
            quantity: number;
            pointsNeeded: number;
            amountNeeded: number;
            ratio: string | null;
            status: components["schemas"]["PointsMallRedemptionStatus"];
            reason: string | null;
            createdAt: string;
            updatedAt: string;
            memberId: number;
            memberAccount: string;
            reviewedBy: string | null;
            reviewedAt: string | null;
            releasedAt: string | null;
        };
        BoPointsMallRedemptionPage: {
            list: components["schemas"]["BoPointsMallRedemption"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoPointsMallRejectInput: {
            reason: string;
        };
        BoPromotion: {
            id: number;
            title: string;
            category: string;
            announcementImages: components["schemas"]["PromotionImage"][];
            content: string;
            startAt: string | null;
            endAt: string | null;
            language: components["schemas"]["LanguageCode"];
            translations: components["schemas"]["PromotionTranslations"];
            missingLanguages: components["schemas"]["LanguageCode"][];
            sequence: number;
            enabled: boolean;
        };
        BoPromotionCategory: {
            id: number;
            code: string;
            name: string;
            language: components["schemas"]["LanguageCode"];
            translations: components["schemas"]["PromotionCategoryTranslations"];
            missingLanguages: components["schemas"]["LanguageCode"][];
            sequence: number;
            enabled: boolean;
        };
        BoPromotionCategoryInputSchemaInput: {
            code: components["schemas"]["PromotionCategoryCodeInput"];
            name: string;
            language?: components["schemas"]["LanguageCodeInput"];
            /** @default {} */
            translations?: components["schemas"]["PromotionCategoryTranslationsInput"];
            /** @default 0 */
            sequence?: number;
            /** @default true */
            enabled?: boolean;
        };
        BoPromotionCategoryPatchInput: {
            code?: components["schemas"]["PromotionCategoryCodeInput"];
            name?: string;
            language?: components["schemas"]["LanguageCodeInput"];
            translations?: components["schemas"]["PromotionCategoryTranslationsInput"];
            sequence?: number;
            enabled?: boolean;
        };
        BoPromotionClaim: {
            id: number;
            promotionId: number;
            promotionTitle: string;
            kind: components["schemas"]["PromotionKind"];
            maxAmount: number | null;
            memberId: number;
            memberAccount: string;
            periodKey: string;
            status: components["schemas"]["PromotionClaimStatus"];
            amount: number;
            remark: string | null;
            images: {
                index: number;
                contentType: string;
                size: number;
            }[];
            reviewReason: string | null;
            reason: string | null;
            reviewer: {
                id: number;
                name: string;
            } | null;
            firstApproval: {
                staff: {
                    id: number;
                    name: string;
                };
                amount: number;
                at: string;
            } | null;
            journalId: number | null;
            createdAt: string;
            reviewedAt: string | null;
        };
        BoPromotionClaimApproveInput: {
            amount?: number;
        };
        BoPromotionClaimBulkInput: {
            /** @enum {string} */
            action: "approve" | "reject";
            ids: number[];
            amount?: number;
            reason?: string;
        };
        BoPromotionClaimBulkResult: {
            list: components["schemas"]["BoPromotionClaimOutcome"][];
        };
        BoPromotionClaimOutcome: {
            id: number;
            ok: boolean;
            status: components["schemas"]["PromotionClaimStatus"] | null;
            awaitingSecondApproval: boolean;
            code: string | null;
            message: string | null;
        };
        BoPromotionClaimPage: {
            list: components["schemas"]["BoPromotionClaim"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
            secondApprovalAbove: number;
        };
        BoPromotionClaimRejectInput: {
            reason: string;
        };
        BoPromotionCostReport: {
            from: string;
            to: string;
            timeZone: string;
            rows: components["schemas"]["BoPromotionCostRow"][];
            totals: {
                currency: string;
                bonusPaid: components["schemas"]["MinorTotal"];
                turnover: components["schemas"]["MinorTotal"];
                netRevenue: components["schemas"]["MinorTotal"];
            }[];
        };
        BoPromotionCostRow: {
            day: string;
            promotionId: number;
            promotionTitle: string;
            currency: string;
            bonusPaid: components["schemas"]["MinorTotal"];
            turnover: components["schemas"]["MinorTotal"];
            netRevenue: components["schemas"]["MinorTotal"];
        };
        BoPromotionInputSchemaInput: {
            title: string;
            content: string;
            language?: components["schemas"]["LanguageCodeInput"];
            /** @default {} */
            translations?: components["schemas"]["PromotionTranslationsInput"];
            category: components["schemas"]["PromotionCategoryCodeInput"];
            /** @default [] */
            announcementImages?: components["schemas"]["PromotionImageInput"][];
            /** @default null */
            startAt?: string | null;
            /** @default null */
            endAt?: string | null;
            /** @default 0 */
            sequence?: number;
            /** @default true */
            enabled?: boolean;
        };
        BoPromotionPatchInput: {
            title?: string;
            content?: string;
            language?: components["schemas"]["LanguageCodeInput"];
            translations?: components["schemas"]["PromotionTranslationsInput"];
            category?: components["schemas"]["PromotionCategoryCodeInput"];
            announcementImages?: components["schemas"]["PromotionImageInput"][];
            startAt?: string | null;
            endAt?: string | null;
            sequence?: number;
            enabled?: boolean;
        };
        BoPromotionRule: {
            promotionId: number;
            kind: components["schemas"]["PromotionKind"];
            parameters: components["schemas"]["PromotionParametersSchema"];
            eligibility: components["schemas"]["PromotionEligibility"];
            budgetTotal: number | null;
            budgetUsed: number;
            budgetLeft: number | null;
            turnoverMultipleBp: number;
            hasClaims: boolean;
            updatedAt: string;
        };
        BoPromotionRuleAnswer: {
            rule: components["schemas"]["BoPromotionRule"] | null;
            paymentMethods: {
                code: string;
                name: string;
                enabled: boolean;
            }[];
        };
        BoPromotionRuleInputSchemaInput: {
            parameters: components["schemas"]["PromotionParametersSchemaInput"];
            eligibility: components["schemas"]["PromotionEligibilityInput"];
            budgetTotal: number | null;
            turnoverMultipleBp: number;
        };
        BoPromotionRun: {
            id: number;
            promotionId: number;
            promotionTitle: string | null;
            kind: components["schemas"]["PromotionRunKind"];
            periodKey: string;
            periodStart: string;
            periodEnd: string;
            status: components["schemas"]["PromotionRunStatus"];
            trigger: components["schemas"]["PromotionRunTrigger"];
            members: number;
            total: components["schemas"]["MinorTotal"];
            paidCount: number;
            paidAmount: components["schemas"]["MinorTotal"];
            budgetShortCount: number;
            budgetShortAmount: components["schemas"]["MinorTotal"];
            error: string | null;
            staffId: number | null;
            runner: string;
            startedAt: string;
            computedAt: string | null;
            finishedAt: string | null;
        };
        BoPromotionRunCreateInput: {
            promotionId: number;
            periodKey: string;
        };
        BoPromotionRunMember: {
            memberId: number;
            account: string;
            baseAmount: number;
            rateBp: number | null;
            amount: number;
            lines: {
                category: string;
                base: number;
                rateBp: number;
            }[];
            status: components["schemas"]["PromotionRunMemberStatus"];
            journalId: number | null;
            paidAt: string | null;
        };
        BoPromotionRunMemberPage: {
            list: components["schemas"]["BoPromotionRunMember"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoPromotionRunPage: {
            list: components["schemas"]["BoPromotionRun"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoReconciliation: {
            generatedAt: string;
            balanced: boolean;
            currencies: components["schemas"]["BoReconciliationCurrency"][];
            kinds: components["schemas"]["BoReconciliationKindTotal"][];
            houseAccounts: components["schemas"]["BoReconciliationHouseAccount"][];
            differences: components["schemas"]["BoReconciliationDifference"][];
            violations: components["schemas"]["BoLedgerViolation"][];
            journalCount: number;
            legCount: number;
        };
        BoReconciliationCurrency: {
            currency: string;
            walletBalances: components["schemas"]["MinorTotal"];
            walletLegs: components["schemas"]["MinorTotal"];
            houseLegs: components["schemas"]["MinorTotal"];
            allLegs: components["schemas"]["MinorTotal"];
            balanced: boolean;
        };
        BoReconciliationDifference: {
            accountId: number;
            kind: string;
            ownerType: string | null;
            ownerId: string | null;
            vendorCode: string | null;
            currency: string;
            storedBalance: number;
            sumOfLegs: components["schemas"]["MinorTotal"];
            difference: components["schemas"]["MinorTotal"];
        };
        BoReconciliationHouseAccount: {
            accountId: number;
            kind: string;
            ownerId: string | null;
            currency: string;
            balance: components["schemas"]["MinorTotal"];
        };
        BoReconciliationKindTotal: {
            kind: string;
            currency: string;
            accountCount: number;
            running: boolean;
            storedBalance: components["schemas"]["MinorTotal"] | null;
            sumOfLegs: components["schemas"]["MinorTotal"];
            difference: components["schemas"]["MinorTotal"];
        };
        BoReferralReport: {
            list: components["schemas"]["BoReferralRow"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoReferralRow: {
            refereeId: number;
            refereeAccount: string;
            referrerId: number;
            referrerAccount: string;
            linkCode: string;
            linkLabel: string | null;
            registeredAt: string;
            firstDepositAt: string | null;
            validBets: number;
            rewards: {
                rule: components["schemas"]["ReferralRewardRule"];
                amount: number;
                status: components["schemas"]["ReferralRewardStatus"];
                reason: string | null;
                createdAt: string;
            }[];
        };
        BoReferralRunResult: {
            paid: number;
            held: number;
            refused: number;
        };
        BoReferralSettings: {
            enabled: boolean;
            promotionId: number | null;
            firstDeposit: {
                amount: number;
                minDeposit: number;
            } | null;
            validBets: {
                amount: number;
                figure: number;
            } | null;
            turnoverMultipleBp: number;
            linkLimit: number;
            identityReview: boolean;
            updatedAt: string;
        };
        BoReferralSettingsInputSchemaInput: {
            enabled: boolean;
            firstDeposit: {
                amount: number;
                minDeposit: number;
            } | null;
            validBets: {
                amount: number;
                figure: number;
            } | null;
            turnoverMultipleBp: number;
            linkLimit: number;
            identityReview: boolean;
        };
        BoResource: {
            name: string;
            labelNameEn: string;
            resourceType: string;
            url: string;
            id: number;
            language: components["schemas"]["LanguageCode"];
            translations: components["schemas"]["ResourceTranslations"];
            enabled: boolean;
        };
        BoResourceInputSchemaInput: {
            name: string;
            labelNameEn: string;
            language?: components["schemas"]["LanguageCodeInput"];
            /** @default {} */
            translations?: components["schemas"]["ResourceTranslationsInput"];
            resourceType: string;
            url: string;
            /** @default true */
            enabled?: boolean;
        };
        BoResourcePatchInput: {
            name?: string;
            labelNameEn?: string;
            language?: components["schemas"]["LanguageCodeInput"];
            translations?: components["schemas"]["ResourceTranslationsInput"];
            resourceType?: string;
            url?: string;
            enabled?: boolean;
        };
        BoRoundBetDetails: {
            details: {
                [key: string]: unknown;
            };
            platformTxId: number;
            updatedAt: string;
        };
        BoRoundDetail: {
            round: components["schemas"]["BoRoundSummary"];
            transactions: components["schemas"]["BoGameTransaction"][];
            journals: components["schemas"]["BoLedgerJournal"][];
            betDetails: components["schemas"]["BoRoundBetDetails"] | null;
        };
        BoRoundSearchResult: {
            list: components["schemas"]["BoRoundSummary"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
            unmatchedTransactions: components["schemas"]["BoGameTransaction"][];
            refusals: components["schemas"]["BoWalletRefusal"][];
        };
        BoRoundSummary: {
            id: number;
            vendorCode: string;
            roundId: string;
            memberId: number;
            memberAccount: string;
            gameCode: string;
            gameType: string;
            currency: string;
            betCount: number;
            betAmount: components["schemas"]["MinorTotal"];
            winAmount: components["schemas"]["MinorTotal"];
            refundAmount: components["schemas"]["MinorTotal"];
            status: components["schemas"]["GameRoundStatus"];
            openedAt: string;
            closedAt: string | null;
        };
        BoSocialUnlinkRequestInput: {
            reason: string;
        };
        BoTicketGrantRequestInput: {
            account: string;
            count: number;
            reason: string;
            clientKey: components["schemas"]["LoyaltyClientKeyInput"];
        };
        BoTicketGrantResult: {
            memberId: string;
            account: string;
            granted: number;
            balance: number;
            replayed: boolean;
        };
        BoVendor: {
            vassalage: string;
            displayName: string;
            gameType: components["schemas"]["GameCategory"];
            logoUrl: string;
            maintenance: boolean;
            sortOrder: number;
            id: number;
            enabled: boolean;
            excludeFromList: boolean;
            gameCount: number;
            displayNames: components["schemas"]["VendorDisplayNames"];
            walletMode: components["schemas"]["VendorWalletMode"];
        };
        BoVendorCreateInput: {
            vassalage: string;
            displayName: string;
            /** @default {} */
            displayNames?: components["schemas"]["VendorDisplayNamesInput"];
            gameType: components["schemas"]["GameCategoryInput"];
            logoUrl?: string;
            /** @default true */
            enabled?: boolean;
            /** @default false */
            maintenance?: boolean;
            /** @default false */
            excludeFromList?: boolean;
            /** @default 0 */
            sortOrder?: number;
            /** @default seamless */
            walletMode?: components["schemas"]["VendorWalletModeInput"];
        };
        BoVendorList: {
            list: components["schemas"]["BoVendor"][];
        };
        BoVendorUpdateInput: {
            displayName?: string;
            displayNames?: components["schemas"]["VendorDisplayNamesInput"];
            logoUrl?: string;
            enabled?: boolean;
            maintenance?: boolean;
            excludeFromList?: boolean;
            sortOrder?: number;
            walletMode?: components["schemas"]["VendorWalletModeInput"];
        };
        BoVipLevel: {
            names: {
                [key: string]: string;
            };
            benefits: {
                [key: string]: string;
            };
            icon: ("builtin:star" | "builtin:bronze" | "builtin:silver" | "builtin:gold" | "builtin:platinum" | "builtin:diamond" | "builtin:crown") | string;
            depositThreshold: number;
            validBetThreshold: number;
            keepDeposit: number;
            keepValidBet: number;
            upgradeBonus: number;
            weeklyBonus: number;
            monthlyBonus: number;
            turnoverMultipleBp: number;
            level: number;
            members: number;
            updatedAt: string;
        };
        BoVipLevelInputSchemaInput: {
            names: {
                [key: string]: string;
            };
            benefits: {
                [key: string]: string;
            };
            icon: ("builtin:star" | "builtin:bronze" | "builtin:silver" | "builtin:gold" | "builtin:platinum" | "builtin:diamond" | "builtin:crown") | string;
            depositThreshold: number;
            validBetThreshold: number;
            keepDeposit: number;
            keepValidBet: number;
            upgradeBonus: number;
            weeklyBonus: number;
            monthlyBonus: number;
            turnoverMultipleBp: number;
        };
        BoVipLevelSetInput: {
            level: number;
            remark: string;
        };
        BoVipMember: {
            memberId: number;
            account: string;
            level: number;
            since: string | null;
        };
        BoVipMemberHistory: {
            memberId: number;
            account: string;
            level: number;
            history: components["schemas"]["VipHistoryEntry"][];
        };
        BoVipMemberPage: {
            list: components["schemas"]["BoVipMember"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoVipProgramme: {
            settings: components["schemas"]["BoVipSettings"];
            levels: components["schemas"]["BoVipLevel"][];
        };
        BoVipRun: {
            id: number;
            runner: string;
            startedAt: string;
            finishedAt: string | null;
            upgraded: number;
            downgraded: number;
            bonusesPaid: number;
            bonusesRefused: number;
            error: string | null;
        };
        BoVipRunStatus: {
            schedulerOn: boolean;
            runs: components["schemas"]["BoVipRun"][];
            owed: number;
            refused: number;
            closedPeriods: {
                periodKey: string;
                /** @enum {string} */
                kind: "weekly" | "monthly";
                bonuses: number;
                downgraded: number;
                closedAt: string;
            }[];
        };
        BoVipSettings: {
            promotionId: number | null;
            windowDays: number;
            keepPeriod: components["schemas"]["VipKeepPeriod"];
            maxDropLevels: number;
            promotionTitle: string | null;
        };
        BoVipSettingsInputSchemaInput: {
            promotionId: number | null;
            windowDays: number;
            keepPeriod: components["schemas"]["VipKeepPeriodInput"];
            maxDropLevels: number;
        };
        BoWageringActionInput: {
            reason: string;
        };
        BoWageringActionResult: {
            requirementId: number;
            status: components["schemas"]["WageringStatus"];
            reversedAmount: number;
            journalId: number | null;
        };
        BoWalletAccount: {
            accountId: number;
            /** @enum {string} */
            kind: "player_main" | "player_vendor" | "player_withdrawal_hold" | "agent_main";
            vendorCode: string | null;
            currency: string;
            balance: number;
        };
        BoWalletRefusal: {
            vendorCode: string;
            txId: string;
            action: components["schemas"]["GameWalletAction"];
            memberId: number | null;
            requestHash: string;
            response: {
                [key: string]: unknown;
            };
            createdAt: string;
        };
        BoWheelSettings: {
            promotionId: number | null;
            depositMinAmount: components["schemas"]["MinorTotal"] | null;
            depositTickets: number;
            table: components["schemas"]["WheelTableView"] | null;
        };
        BoWheelSettingsRequestInput: {
            promotionId: number | null;
            depositMinAmount: number | null;
            depositTickets: number;
        };
        BoWheelSpinPage: {
            list: components["schemas"]["BoWheelSpinRow"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoWheelSpinRow: {
            id: string;
            tableVersion: number;
            roll: number;
            totalWeight: number;
            prizeIndex: number;
            kind: components["schemas"]["WheelPrizeKind"];
            value: components["schemas"]["MinorTotal"];
            labels: {
                [key: string]: string;
            };
            payout: components["schemas"]["LoyaltyPayoutStatus"];
            createdAt: string;
            account: string;
            payoutError: string | null;
            claimId: string | null;
        };
        BoWheelTableRequestInput: {
            prizes: components["schemas"]["WheelPrizeInputSchemaInput"][];
        };
        BoWithdrawal: {
            id: number;
            orderNo: string;
            amount: number;
            currency: string;
            status: components["schemas"]["WithdrawalStatus"];
            bankName: string;
            accountNumberMasked: string;
            createdAt: string;
            reviewedAt: string | null;
            rejectReason: string | null;
            autoConfirmAt: string | null;
            receipt: components["schemas"]["WithdrawalReceipt"] | null;
            disputeStatus: ("open" | "resolved") | null;
            proofUrls: string[];
            memberId: number;
            account: string;
            accountNumber: string;
            payeeName: string;
            ifsc: string | null;
            payoutAttempts: number;
            payoutError: string | null;
            providerCode: string | null;
            providerRef: string | null;
            reviewedBy: string | null;
        };
        BoWithdrawalDispute: {
            id: number;
            withdrawalId: number;
            orderNo: string;
            memberId: number;
            account: string;
            /** @enum {string} */
            kind: "partial" | "notReceived";
            amount: number;
            receivedAmount: number;
            remainder: number;
            currency: string;
            proofUrls: string[];
            status: components["schemas"]["DisputeStatus"];
            resolutionNote: string | null;
            resolvedBy: string | null;
            resolvedAt: string | null;
            createdAt: string;
        };
        BoWithdrawalPage: {
            list: components["schemas"]["BoWithdrawal"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        BoWithdrawalRejectRequestInput: {
            reason: string;
        };
        /** @enum {string} */
        BoardMetric: "valid_bets" | "biggest_win";
        /** @enum {string} */
        BoardMetricInput: "valid_bets" | "biggest_win";
        /** @enum {string} */
        BoardPeriod: "daily" | "weekly" | "monthly";
        /** @enum {string} */
        BoardPeriodInput: "daily" | "weekly" | "monthly";
        BonusDetailsPage: {
            content: components["schemas"]["BonusRecord"][];
            pageNum: number;
            pageSize: number;
            totalPages: number;
            total: number;
            totalAmount: number;
            from: string;
            to: string;
        };
        BonusRecord: {
            id: string;
            amount: number;
            reference: string;
            description: string | null;
            createdAt: string;
        };
        /** @description The captcha image: a PNG, base64-encoded (no data: prefix) */
        CaptchaImage: string;
        CardRoom: {
            id: string;
            /** @enum {string} */
            mode: "real" | "demo";
            currency: string;
            stakes: {
                boot: number;
                chaalLimit: number;
                potLimit: number;
            };
            seats: {
                taken: number;
                total: number;
            };
            spectators: number;
            playing: boolean;
        };
        CardRoomList: {
            vendor: components["schemas"]["HallVendor"];
            game: components["schemas"]["GameEntry"];
            maintenance: boolean;
            available: boolean;
            rooms: components["schemas"]["CardRoom"][];
        };
        CashierSettings: {
            withdrawMinAmount: number;
            withdrawMaxAmount: number;
            turnoverMultiple: number;
            withdrawAutoConfirmMinutes: number;
            /** @default 1 */
            maxPendingWithdrawals: number;
            maxBankAccounts: number;
            /** @default 24 */
            payeeCoolDownHours: number;
            transferMinAmount: number;
            transferMaxAmount: number;
            adjustmentSecondApprovalAbove: number;
            realityCheckMinutes: number[];
        };
        CashierSettingsInput: {
            withdrawMinAmount: number;
            withdrawMaxAmount: number;
            turnoverMultiple: number;
            withdrawAutoConfirmMinutes: number;
            /** @default 1 */
            maxPendingWithdrawals?: number;
            maxBankAccounts: number;
            /** @default 24 */
            payeeCoolDownHours?: number;
            transferMinAmount: number;
            transferMaxAmount: number;
            adjustmentSecondApprovalAbove: number;
            realityCheckMinutes: number[];
        };
        ChangePasswordRequestInput: {
            oldPassword: components["schemas"]["PasswordInputSchemaInput"];
            newPassword: components["schemas"]["PasswordInputSchemaInput"];
            confirmNewPassword: components["schemas"]["PasswordInputSchemaInput"];
        };
        ChangePasswordResponse: {
            token: string;
            expiresAt: string;
        };
        ClaimMissionRequestInput: {
            missionId: number;
        };
        ClaimMissionResult: {
            missionId: number;
            periodKey: string;
            reward: components["schemas"]["MissionReward"];
            /** @enum {string} */
            status: "paying" | "paid";
            replayed: boolean;
        };
        ClientSeedRequestInput: {
            clientSeed: components["schemas"]["ClientSeedTextInput"];
        };
        ClientSeedTextInput: string;
        ConsolidatedContractInfo: {
            divtypereq: {
                enabled: boolean;
                received: components["schemas"]["AgentContractStatus"] | null;
                givenActive: number;
                givenOffered: number;
            };
            dailysalreqtype: {
                enabled: boolean;
                received: components["schemas"]["AgentContractStatus"] | null;
                givenActive: number;
                givenOffered: number;
            };
            contracthoursalreq: {
                enabled: boolean;
                received: components["schemas"]["AgentContractStatus"] | null;
                givenActive: number;
                givenOffered: number;
            };
            realtimesalreqtype: {
                enabled: boolean;
                received: components["schemas"]["AgentContractStatus"] | null;
                givenActive: number;
                givenOffered: number;
            };
            pendingOffers: number;
            pendingConfirmations: number;
        };
        ConsolidatedFunds: {
            mainBalance: number;
            withdrawalHold: number;
            vendorWallets: components["schemas"]["VendorWalletEntry"][];
            total: components["schemas"]["MinorTotal"];
            currency: string;
            currencySymbol: string;
        };
        ContentPage: {
            id: number;
            kind: components["schemas"]["ContentPageKind"];
            slug: string;
            title: string;
            summary: string;
            coverUrl: string | null;
            publishedAt: string;
            content: string;
            language: components["schemas"]["LanguageCode"];
        };
        ContentPageCard: {
            id: number;
            kind: components["schemas"]["ContentPageKind"];
            slug: string;
            title: string;
            summary: string;
            coverUrl: string | null;
            publishedAt: string;
        };
        /** @enum {string} */
        ContentPageKind: "blog" | "news" | "about" | "responsible_gaming" | "licences";
        /** @enum {string} */
        ContentPageKindInput: "blog" | "news" | "about" | "responsible_gaming" | "licences";
        ContentPageList: {
            list: components["schemas"]["ContentPageCard"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        ContentPageSlugInput: string;
        ContentPageTranslations: {
            [key: string]: {
                title: string;
                /** @default  */
                summary: string;
                content: string;
            };
        };
        ContentPageTranslationsInput: {
            [key: string]: {
                title: string;
                /** @default  */
                summary?: string;
                content: string;
            };
        };
        ConvertPointRequestInput: {
            points: number;
            paymentPassword: string;
            idempotencyKey: components["schemas"]["WalletRequestKeyInput"];
        };
        CountryCodeList: {
            list: {
                countryCode: string;
                countryDialingCode: string;
                name: string;
            }[];
        };
        CrashBetRequestInput: {
            gameCode: string;
            amount: number;
            autoCashout?: number | null;
        };
        CrashBetResult: {
            bet: components["schemas"]["BetView"];
            balance: number;
        };
        CrashCashoutRequestInput: {
            roundId: string;
        };
        CrashHistory: {
            list: components["schemas"]["CrashRoundSummary"][];
        };
        /** @enum {string} */
        CrashPhase: "betting" | "running" | "crashed";
        CrashPlayerBet: {
            player: string;
            amount: number;
            autoCashoutHundredths: number | null;
            cashedOutAtHundredths: number | null;
            payout: number | null;
        };
        CrashRoundSummary: {
            roundId: string;
            crashPointHundredths: number;
            serverSeed: string;
            serverSeedHash: string;
            clientSeed: string;
            nonce: number;
            crashedAt: string;
        };
        CrashState: {
            roundId: string;
            phase: components["schemas"]["CrashPhase"];
            serverSeedHash: string;
            serverSeed: string | null;
            clientSeed: string;
            nonce: number;
            bettingEndsAt: number | null;
            startedAt: number | null;
            serverTime: number;
            multiplierHundredths: number;
            crashPointHundredths: number | null;
            growthPerMs: number;
            bets: components["schemas"]["CrashPlayerBet"][];
            history: {
                roundId: string;
                crashPointHundredths: number;
            }[];
        };
        CreditReport: {
            days: components["schemas"]["CreditReportDay"][];
            total: {
                deposit: components["schemas"]["MinorTotal"];
                transferIn: components["schemas"]["MinorTotal"];
                bonus: components["schemas"]["MinorTotal"];
                win: components["schemas"]["MinorTotal"];
                refund: components["schemas"]["MinorTotal"];
                otherIn: components["schemas"]["MinorTotal"];
                withdrawal: components["schemas"]["MinorTotal"];
                transferOut: components["schemas"]["MinorTotal"];
                bet: components["schemas"]["MinorTotal"];
                otherOut: components["schemas"]["MinorTotal"];
                moneyIn: components["schemas"]["MinorTotal"];
                moneyOut: components["schemas"]["MinorTotal"];
                opening: components["schemas"]["MinorTotal"];
                closing: components["schemas"]["MinorTotal"];
            };
            from: string;
            to: string;
            currency: string;
            currencySymbol: string;
        };
        CreditReportDay: {
            deposit: components["schemas"]["MinorTotal"];
            transferIn: components["schemas"]["MinorTotal"];
            bonus: components["schemas"]["MinorTotal"];
            win: components["schemas"]["MinorTotal"];
            refund: components["schemas"]["MinorTotal"];
            otherIn: components["schemas"]["MinorTotal"];
            withdrawal: components["schemas"]["MinorTotal"];
            transferOut: components["schemas"]["MinorTotal"];
            bet: components["schemas"]["MinorTotal"];
            otherOut: components["schemas"]["MinorTotal"];
            moneyIn: components["schemas"]["MinorTotal"];
            moneyOut: components["schemas"]["MinorTotal"];
            date: string;
            opening: components["schemas"]["MinorTotal"];
            closing: components["schemas"]["MinorTotal"];
        };
        CustomerServiceEntry: {
            /** @enum {string} */
            csType: "LIVECHAT" | "TELEGRAM" | "FACEBOOK";
            csPosition: number;
            title: string;
            path: string;
        };
        CustomerServiceList: {
            list: components["schemas"]["CustomerServiceEntry"][];
        };
        CustomerServiceTranslations: {
            [key: string]: {
                title: string;
            };
        };
        CustomerServiceTranslationsInput: {
            [key: string]: {
                title: string;
            };
        };
        /** @enum {string} */
        DashboardAlertKind: "reconciliationDifference" | "staleWithdrawals" | "staleDeposits" | "openDisputes";
        Deleted: {
            id: number;
        };
        DepositCreateRequestInput: {
            methodId: number;
            amount: number;
            idempotencyKey: string;
            transferReference?: string;
            proofIds?: components["schemas"]["DepositProofIdInput"][];
        };
        DepositLimitAmountInput: number;
        DepositLimitView: {
            window: components["schemas"]["DepositLimitWindow"];
            limit: number | null;
            used: number;
            remaining: number | null;
            pending: {
                limit: number | null;
                effectiveAt: string;
            } | null;
        };
        /** @enum {string} */
        DepositLimitWindow: "day" | "week" | "month";
        DepositLimitsRequestInput: {
            day?: components["schemas"]["DepositLimitAmountInput"] | null;
            week?: components["schemas"]["DepositLimitAmountInput"] | null;
            month?: components["schemas"]["DepositLimitAmountInput"] | null;
        };
        DepositMethod: {
            id: number;
            code: string;
            name: string;
            kind: components["schemas"]["PaymentMethodKind"];
            minAmount: number;
            maxAmount: number;
            bank: components["schemas"]["ReceivingBank"] | null;
        };
        DepositMethodList: {
            list: components["schemas"]["DepositMethod"][];
            currency: string;
            currencySymbol: string;
        };
        DepositOrder: {
            orderNo: string;
            methodId: number;
            methodName: string;
            kind: components["schemas"]["PaymentMethodKind"];
            amount: number;
            currency: string;
            status: components["schemas"]["DepositStatus"];
            transferReference: string | null;
            reason: string | null;
            redirectUrl: string | null;
            proofCount: number;
            createdAt: string;
            updatedAt: string;
        };
        DepositPage: {
            list: components["schemas"]["DepositOrder"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        DepositProofId: string;
        DepositProofIdInput: string;
        DepositProofUpload: {
            proofId: components["schemas"]["DepositProofId"];
            /** @enum {string} */
            contentType: "image/png" | "image/jpeg";
            size: number;
        };
        /** @enum {string} */
        DepositStatus: "pending" | "credited" | "rejected" | "failed";
        /** @enum {string} */
        DepositStatusInput: "pending" | "credited" | "rejected" | "failed";
        DialingCodeInput: string;
        DiceBetRequestInput: {
            gameCode: string;
            amount: number;
            target: number;
            direction: components["schemas"]["DiceDirectionInput"];
        };
        /** @enum {string} */
        DiceDirection: "over" | "under";
        /** @enum {string} */
        DiceDirectionInput: "over" | "under";
        DisplayNames: {
            [key: string]: string;
        };
        DisplayNamesInput: {
            [key: string]: string;
        };
        /** @enum {string} */
        DisputeStatus: "open" | "resolved";
        /** @enum {string} */
        DisputeStatusInput: "open" | "resolved";
        EnvelopeEligibility: {
            /** @default [] */
            vipLevels: number[];
            /** @default [] */
            memberTypes: number[];
            /** @default null */
            minDeposit: {
                amount: number;
                days: number;
            } | null;
        };
        EnvelopeEligibilityInput: {
            /** @default [] */
            vipLevels?: number[];
            /** @default [] */
            memberTypes?: number[];
            /** @default null */
            minDeposit?: {
                amount: number;
                days: number;
            } | null;
        };
        EnvelopeOpenRequestInput: {
            rainId: number;
        };
        EnvelopeOpenResult: {
            rainId: string;
            amount: components["schemas"]["MinorTotal"];
            currency: string;
            openedAt: string;
            payout: components["schemas"]["LoyaltyPayoutStatus"];
            replayed: boolean;
        };
        EnvelopeRainList: {
            list: components["schemas"]["EnvelopeRainView"][];
        };
        EnvelopeRainView: {
            id: string;
            titles: {
                [key: string]: string;
            };
            startsAt: string;
            endsAt: string;
            left: number;
            currency: string;
            opened: {
                amount: components["schemas"]["MinorTotal"];
                openedAt: string;
            } | null;
            eligible: boolean;
        };
        /** @enum {string} */
        ErrorCode: "VALIDATION_ERROR" | "INVALID_JSON" | "INVALID_TEXT" | "UNKNOWN_FIELD" | "UNAUTHORIZED" | "SESSION_EXPIRED" | "INVALID_CREDENTIALS" | "TOO_MANY_PASSWORD_GUESSES" | "INVALID_TOTP" | "AUTHENTICATOR_CODE_REQUIRED" | "CHALLENGE_EXPIRED" | "FORBIDDEN" | "REGION_RESTRICTED" | "ACCOUNT_DISABLED" | "PASSWORD_CHANGE_REQUIRED" | "NOT_FOUND" | "GAME_NOT_FOUND" | "VENDOR_NOT_FOUND" | "CONTENT_NOT_FOUND" | "PROMOTION_CATEGORY_UNKNOWN" | "PROMOTION_CATEGORY_IN_USE" | "LANGUAGE_NOT_SUPPORTED" | "ONE_FILE_ONLY" | "CAPTCHA_INVALID" | "BOT_CHECK_FAILED" | "IMAGE_TOO_LARGE" | "IMAGE_TYPE_NOT_ALLOWED" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "VERSION_CONFLICT" | "IDEMPOTENCY_CONFLICT" | "INSUFFICIENT_FUNDS" | "AMOUNT_LIMIT_EXCEEDED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ACCOUNT_LOCKED" | "RATE_LIMITED" | "ENCRYPTION_REQUIRED" | "DECRYPTION_FAILED" | "ENVELOPE_EXPIRED" | "ENVELOPE_REPLAYED" | "VERIFICATION_REQUIRED" | "INVITATION_CODE_ERROR" | "RESET_LINK_INVALID" | "LINK_CODE_INVALID" | "SECOND_FACTOR_INVALID" | "SOCIAL_TOKEN_INVALID" | "TRIAL_ACCOUNT" | "NOT_AGENT" | "NOT_MEMBER" | "USERNAME_EMAIL_NOT_FOUND" | "USERNAME_TAKEN" | "PHONE_INVALID" | "PHONE_REQUIRED" | "EMAIL_INVALID" | "VERIFICATION_CODE_INVALID" | "VERIFICATION_CODE_REQUIRED" | "VERIFICATION_CODE_EXPIRED" | "SMS_NOT_ENABLED" | "MOBILE_TAKEN" | "EMAIL_TAKEN" | "SMS_TOO_MANY_REQUESTS" | "SMS_UNKNOWN_ERROR" | "EMAIL_SEND_FAILED" | "SMS_QUOTA_INSUFFICIENT" | "PAYMENT_METHOD_UNAVAILABLE" | "AMOUNT_BELOW_MINIMUM" | "AMOUNT_ABOVE_MAXIMUM" | "DEPOSIT_LIMIT_EXCEEDED" | "PAYMENT_PASSWORD_REQUIRED" | "PAYMENT_PASSWORD_INVALID" | "PAYEE_NAME_MISMATCH" | "REAL_NAME_REQUIRED" | "BANK_ACCOUNT_LIMIT" | "PAYEE_COOLING_DOWN" | "NO_SECOND_FACTOR" | "IFSC_INVALID" | "TURNOVER_NOT_MET" | "WAGERING_NOT_MET" | "WITHDRAWAL_PENDING" | "INVALID_STATE" | "PROOF_REQUIRED" | "TOO_MANY_IMAGES" | "SELF_EXCLUDED" | "TIME_OUT_ACTIVE" | "NOT_DOWNLINE" | "NO_UPLINE" | "TRANSFER_LIMIT" | "SIGNATURE_INVALID" | "PAYMENT_MISMATCH" | "SECOND_APPROVER_REQUIRED" | "VENDOR_WALLET_NOT_TRANSFER" | "GAME_MAINTENANCE" | "GAME_LAUNCH_UNAVAILABLE" | "WAGER_LIMIT_EXCEEDED" | "BET_AMOUNT_INVALID" | "GAME_ROUND_NOT_FOUND" | "GAME_ROUND_FINISHED" | "SEED_NOT_REVEALED" | "CRASH_BETTING_CLOSED" | "LOTTERY_BETTING_CLOSED" | "LOTTERY_NUMBER_LIMIT" | "LOTTERY_MEMBER_LIMIT" | "ACCOUNT_FROZEN" | "DOWNLINE_NOT_AGENT" | "CONTRACT_NOT_FOUND" | "CONTRACT_STATE_INVALID" | "CONTRACT_OFFER_PENDING" | "CONTRACT_TYPE_NOT_HELD" | "CONTRACT_RATE_ABOVE_OWN" | "CONTRACT_TERMS_INVALID" | "SETTLEMENT_NOT_FOUND" | "SETTLEMENT_STATE_INVALID" | "PERIOD_NOT_ENDED" | "PROMOTION_NOT_AVAILABLE" | "PROMOTION_NOT_ELIGIBLE" | "PROMOTION_BUDGET_EXCEEDED" | "PROMOTION_ALREADY_APPLIED" | "PROMOTION_LIMIT_REACHED" | "PROMOTION_RULE_KIND_LOCKED" | "PROMOTION_BUDGET_BELOW_USED" | "WAGERING_NOT_ACTIVE" | "POINTS_INSUFFICIENT" | "MISSION_NOT_COMPLETE" | "POINTS_MALL_GOODS_UNAVAILABLE" | "POINTS_MALL_OUT_OF_STOCK" | "POINTS_MALL_LIMIT_REACHED" | "POINTS_MALL_CONVERT_INVALID" | "POINTS_MALL_CONVERT_UNAVAILABLE" | "POINTS_MALL_STATUS_CONFLICT" | "WHEEL_NO_TICKETS" | "WHEEL_NOT_READY" | "ENVELOPES_ALL_OPENED" | "ENVELOPE_RAIN_CLOSED" | "ENVELOPE_NOT_ELIGIBLE" | "INVITE_LINK_NOT_FOUND" | "REFERRAL_LINK_LIMIT" | "REFERRAL_LINK_NOT_FOUND" | "FEEDBACK_CONTACT_REQUIRED" | "FEEDBACK_STATUS_CONFLICT" | "AFFILIATE_APPLICATION_PENDING" | "AFFILIATE_ALREADY_AGENT" | "AFFILIATE_APPLICATION_DECIDED" | "AFFILIATE_UPLINE_NOT_AGENT" | "AFFILIATE_WALLET_NOT_EMPTY" | "CHAT_CLOSED" | "CHAT_NOBODY_ON_DUTY" | "CHAT_STAFF_UNAVAILABLE" | "INTERNAL_ERROR" | "MAINTENANCE" | "NOT_READY" | "SERVICE_UNAVAILABLE";
        ErrorEnvelope: {
            code: components["schemas"]["ErrorCode"];
            message: string;
            value: null;
            details?: {
                [key: string]: unknown;
            };
        };
        /** @enum {string} */
        ExclusionKind: "self_exclusion" | "time_out";
        ExclusionResponse: {
            kind: components["schemas"]["ExclusionKind"];
            period: string;
            startsAt: string;
            endsAt: string;
            /** @constant */
            signedOut: true;
        };
        ExclusionView: {
            kind: components["schemas"]["ExclusionKind"];
            period: string;
            startsAt: string;
            endsAt: string;
        };
        FavouriteChange: {
            nodeId: number;
            favourite: boolean;
        };
        FavouriteGameRequestInput: {
            nodeId: number;
            vendor: string;
            gameType: components["schemas"]["GameCategoryInput"];
        };
        FavouritePage: {
            content: components["schemas"]["GameEntry"][];
            pageNum: number;
            pageSize: number;
            totalPages: number;
            total: number;
        };
        FeedbackQuestionType: 0 | 1 | 2 | 3 | 4 | 6;
        FeedbackQuestionTypeInput: 0 | 1 | 2 | 3 | 4 | 6;
        FeedbackRequestInput: {
            type: components["schemas"]["FeedbackQuestionTypeInput"];
            content: string;
            sender?: string;
            captcha: string;
        };
        FeedbackSent: {
            id: number;
            status: components["schemas"]["FeedbackStatus"];
            applicationId: number | null;
        };
        /** @enum {string} */
        FeedbackStatus: "open" | "assigned" | "answered" | "closed";
        /** @enum {string} */
        FeedbackStatusInput: "open" | "assigned" | "answered" | "closed";
        ForgotByEmailRequestInput: {
            username: components["schemas"]["AccountNameInput"];
            /** Format: email */
            email: string;
        };
        ForgotByEmailResponse: {
            /** @constant */
            sent: true;
        };
        FreePlayRequestInput: {
            os?: string;
            /** @constant */
            platform?: "W";
            altcha?: string;
            gatewayVersion?: 3 | "3";
        };
        /** @enum {string} */
        GameCategory: "RNG" | "BGS" | "LIVE" | "FISH" | "PVP" | "SPORTS" | "ESPORTS" | "COCKFIGHT" | "LOTT" | "ELOTT";
        /** @enum {string} */
        GameCategoryInput: "RNG" | "BGS" | "LIVE" | "FISH" | "PVP" | "SPORTS" | "ESPORTS" | "COCKFIGHT" | "LOTT" | "ELOTT";
        GameEntry: {
            nodeId: number;
            gameName: string;
            displayName: string;
            gameCode: string;
            gameType: components["schemas"]["GameCategory"];
            vassalage: string;
            iconUrl: string;
            isHot: 0 | 1;
            /** @enum {string} */
            isGame: "GAME" | "VASSALAGE";
            maintenance: boolean;
            sortOrder: number;
        };
        GameLaunch: {
            url: string;
            /** @enum {string} */
            mode: "real" | "demo";
            gameId: number;
            vendorCode: string;
            gameCode: string;
            expiresAt: string | null;
        };
        GameList: {
            games: components["schemas"]["GameEntry"][];
        };
        GameListPage: {
            games: components["schemas"]["GameEntry"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        GameMenus: {
            list: {
                gameType: components["schemas"]["GameCategory"];
                path: string;
                /** @enum {string} */
                page: "list" | "centre";
                large: boolean;
                vendors: components["schemas"]["VendorCard"][];
            }[];
        };
        /** @enum {string} */
        GameRoundStatus: "open" | "closed" | "cancelled";
        /** @enum {string} */
        GameWalletAction: "bet" | "win" | "rollback" | "adjust";
        HallVendor: {
            code: string;
            displayName: string;
        };
        HelpArticle: {
            term: string;
            title: string;
            content: string;
            category: string;
            language: components["schemas"]["LanguageCode"];
        };
        HelpArticleList: {
            list: components["schemas"]["HelpArticle"][];
        };
        /** @enum {string} */
        InboxAudience: "member" | "segment" | "all";
        /** @enum {string} */
        InboxAudienceInput: "member" | "segment" | "all";
        InboxCursorInput: string;
        InboxDeleteRequestInput: {
            ids: components["schemas"]["InboxItemIdInput"][];
        };
        InboxItem: {
            id: string;
            /** @enum {string} */
            type: "notice" | "message";
            kind: components["schemas"]["MemberNoticeKind"] | null;
            params: {
                [key: string]: string | number;
            } | null;
            title: string | null;
            body: string | null;
            createdAt: string;
            read: boolean;
        };
        InboxItemIdInput: string;
        InboxItemOpened: {
            item: components["schemas"]["InboxItem"];
            unreadCount: number;
        };
        InboxList: {
            list: components["schemas"]["InboxItem"][];
            nextBefore: string | null;
            unreadCount: number;
        };
        InboxMessageTranslations: {
            [key: string]: {
                title: string;
                body: string;
            };
        };
        InboxMessageTranslationsInput: {
            [key: string]: {
                title: string;
                body: string;
            };
        };
        InboxReadRequestInput: {
            ids?: components["schemas"]["InboxItemIdInput"][];
        };
        InboxSegmentInput: {
            /** @default [] */
            vipLevels?: number[];
            /** @default [] */
            memberTypes?: number[];
            /** @default null */
            agentAccount?: string | null;
            /** @default null */
            registeredFrom?: string | null;
            /** @default null */
            registeredTo?: string | null;
        };
        InboxUnread: {
            unreadCount: number;
        };
        IpOrCidrInput: string;
        IsoDayInput: string;
        /** @enum {string} */
        LanguageCode: "CN" | "TW" | "EN" | "HI" | "JA" | "TH" | "VI" | "MY" | "ES" | "ID" | "KM" | "KO" | "MS" | "PT" | "TA" | "TY" | "UR" | "TR" | "BN" | "AR" | "FA" | "RU" | "KK" | "UZ" | "LO" | "NE" | "FR" | "DE" | "IT" | "PL" | "NL" | "SI" | "TE" | "MR";
        /** @enum {string} */
        LanguageCodeInput: "CN" | "TW" | "EN" | "HI" | "JA" | "TH" | "VI" | "MY" | "ES" | "ID" | "KM" | "KO" | "MS" | "PT" | "TA" | "TY" | "UR" | "TR" | "BN" | "AR" | "FA" | "RU" | "KK" | "UZ" | "LO" | "NE" | "FR" | "DE" | "IT" | "PL" | "NL" | "SI" | "TE" | "MR";
        LanguageUpdateInput: {
            language: components["schemas"]["LanguageCodeInput"];
        };
        LanguageUpdateResult: {
            language: components["schemas"]["LanguageCode"];
        };
        LaunchGameRequestInput: {
            nodeId?: number;
            vendor?: string;
            gameCode?: string;
            language?: components["schemas"]["LanguageCodeInput"];
            /** Format: uri */
            lobbyUrl?: string;
        };
        LeaderboardDetail: {
            id: number;
            title: string;
            metric: components["schemas"]["BoardMetric"];
            period: components["schemas"]["BoardPeriod"];
            category: components["schemas"]["LoyaltyGameCategory"] | null;
            description: string;
            periodKey: string;
            periodStart: string;
            periodEnd: string;
            rows: components["schemas"]["LeaderboardRow"][];
            me: {
                rank: number;
                score: components["schemas"]["MinorTotal"];
            } | null;
            prizes: {
                rank: number;
                amount: number;
            }[];
            refreshedAt: string | null;
        };
        LeaderboardRequestInput: {
            boardId?: number;
            previous?: boolean;
        };
        LeaderboardRow: {
            rank: number;
            name: string;
            score: components["schemas"]["MinorTotal"];
            prize: number | null;
        };
        LeaderboardSummary: {
            id: number;
            title: string;
            metric: components["schemas"]["BoardMetric"];
            period: components["schemas"]["BoardPeriod"];
            category: components["schemas"]["LoyaltyGameCategory"] | null;
        };
        LeaderboardView: {
            boards: components["schemas"]["LeaderboardSummary"][];
            board: components["schemas"]["LeaderboardDetail"] | null;
        };
        LimboBetRequestInput: {
            gameCode: string;
            amount: number;
            targetMultiplier: number;
        };
        LinkCodeExchangeRequestInput: {
            code: string;
        };
        LinkCodeResponse: {
            code: string;
            expiresAt: string;
        };
        LiveChatHistoryPage: {
            list: components["schemas"]["LiveChatView"][];
        };
        LiveChatIdRequestInput: {
            chatId: number;
        };
        LiveChatMessage: {
            id: number;
            chatId: number;
            sender: components["schemas"]["LiveChatSender"];
            staffName: string | null;
            text: string;
            imageUrl: string | null;
            createdAt: string;
        };
        LiveChatOfflineRequestInput: {
            altcha?: string;
            name: string;
            contact: string;
            message: string;
            language?: components["schemas"]["LanguageCodeInput"];
            /** @default  */
            topic?: string;
        };
        LiveChatOpenRequestInput: {
            altcha?: string;
            /** @default  */
            name?: string;
            /** @default  */
            contact?: string;
            language?: components["schemas"]["LanguageCodeInput"];
            /** @default  */
            topic?: string;
        };
        LiveChatOpened: {
            chat: components["schemas"]["LiveChatView"];
            token: components["schemas"]["LiveChatToken"];
        };
        LiveChatRateRequestInput: {
            chatId: number;
            rating: number;
            /** @default  */
            comment?: string;
        };
        LiveChatRequestInput: {
            gameCode: string;
            vendor?: string;
            /** Format: uri */
            lobbyUrl?: string;
        };
        LiveChatResult: {
            chatUrl: string;
        };
        LiveChatSendRequestInput: {
            chatId: number;
            text: string;
        };
        /** @enum {string} */
        LiveChatSender: "member" | "visitor" | "staff" | "system";
        /** @enum {string} */
        LiveChatStatus: "waiting" | "active" | "closed";
        /** @enum {string} */
        LiveChatStatusInput: "waiting" | "active" | "closed";
        LiveChatStatusView: {
            online: boolean;
            openChat: components["schemas"]["LiveChatView"] | null;
        };
        LiveChatToken: string;
        LiveChatTranscript: {
            chat: components["schemas"]["LiveChatView"];
            messages: components["schemas"]["LiveChatMessage"][];
        };
        LiveChatView: {
            id: number;
            status: components["schemas"]["LiveChatStatus"];
            language: components["schemas"]["LanguageCode"];
            topic: string;
            name: string;
            staffName: string | null;
            queuePosition: number;
            rating: number | null;
            createdAt: string;
            closedAt: string | null;
        };
        LiveDealer: {
            id: string;
            name: string;
            languages: string[];
            palette: {
                skin: string;
                hair: string;
                outfit: string;
            };
        };
        LiveMemberSession: {
            id: number;
            createdAt: string;
            lastSeenAt: string;
            ip: string | null;
            userAgent: string | null;
            method: string;
            current: boolean;
        };
        LiveMemberSessionsResponse: components["schemas"]["LiveMemberSession"][];
        LiveModel: {
            id: number;
            name: string;
            languages: string[];
        };
        LiveModelLaunchRequestInput: {
            modelId: number;
        };
        LiveModelLaunchResult: {
            chatUrl: string;
        };
        LiveModelList: {
            list: components["schemas"]["LiveModel"][];
        };
        LiveRoadEntry: {
            outcome: string;
            value?: number;
            pairs?: string[];
        };
        /** @enum {string} */
        LiveTableKind: "baccarat" | "roulette" | "dragon-tiger";
        LiveTableModel: {
            dealer: components["schemas"]["LiveDealer"];
            vendor: components["schemas"]["HallVendor"];
            game: components["schemas"]["GameEntry"];
            kind: components["schemas"]["LiveTableKind"];
            live: boolean;
            viewers: number;
            last: components["schemas"]["LiveRoadEntry"][];
            maintenance: boolean;
        };
        LiveTableModelList: {
            list: components["schemas"]["LiveTableModel"][];
        };
        LocalizedText: {
            [key: string]: string;
        };
        LocalizedTextInput: {
            [key: string]: string;
        };
        LoginRequestInput: {
            /** @constant */
            type: "username";
            username: components["schemas"]["AccountNameInput"];
            password: components["schemas"]["PasswordInputSchemaInput"];
            remember?: boolean;
            /** @enum {string} */
            portal?: "player" | "agent";
            altcha?: string;
            captchaId?: string;
            captcha?: string;
        } | {
            /** @constant */
            type: "sms";
            countryDialingCode: components["schemas"]["DialingCodeInput"];
            mobileNum: components["schemas"]["MobileNumberInput"];
            verificationCode: components["schemas"]["SmsCodeInput"];
            remember?: boolean;
            /** @enum {string} */
            portal?: "player" | "agent";
            altcha?: string;
            captchaId?: string;
            captcha?: string;
        };
        LoginResult: components["schemas"]["MemberSession"] | components["schemas"]["SecondFactorStep"];
        LotteryAdminDraw: {
            drawId: string;
            gameCode: string;
            drawKey: string;
            province: string | null;
            opensAt: string;
            closeAt: string;
            drawAt: string;
            /** @enum {string} */
            status: "open" | "closed" | "resulted" | "settled" | "paying" | "paid" | "voiding" | "void";
            seedHash: string | null;
            result: {
                [key: string]: unknown;
            } | null;
            resultVersion: number;
            seed: string | null;
            betCount: number;
            stakeTotal: number;
            payoutTotal: number;
            settledVersion: number | null;
            payAfter: string | null;
            voidReason: string | null;
        };
        LotteryAdminDrawDetail: {
            draw: components["schemas"]["LotteryAdminDraw"];
            entries: components["schemas"]["LotteryResultEntryView"][];
        };
        LotteryAdminDrawsPage: {
            content: components["schemas"]["LotteryAdminDraw"][];
            pageNum: number;
            pageSize: number;
            totalPages: number;
            total: number;
        };
        LotteryAdminGame: {
            gameCode: string;
            /** @enum {string} */
            family: "vn" | "4d" | "thai" | "elott";
            /** @enum {string} */
            prizeMode: "lott" | "zy" | "elott" | "sea";
            terms: {
                [key: string]: unknown;
            };
            schedule: {
                [key: string]: unknown;
            };
            minStake: number;
            maxStake: number;
            memberDrawLimit: number | null;
            closeBeforeSeconds: number;
            menuGroup: string;
            vendorCode: string;
            catalogGameCode: string;
            termsVersion: string | null;
            numberLimit: number | null;
            payoutDelaySeconds: number;
            enabled: boolean;
            sort: number;
        };
        LotteryAdminGames: {
            games: components["schemas"]["LotteryAdminGame"][];
        };
        LotteryBetView: {
            betId: string;
            orderId: string;
            line: number;
            gameCode: string;
            drawId: string;
            drawKey: string;
            drawAt: string;
            betType: string;
            selection: {
                [key: string]: unknown;
            };
            amount: number;
            payout: number | null;
            /** @enum {string} */
            status: "open" | "won" | "lost" | "void";
            /** @enum {string} */
            drawStatus: "open" | "closed" | "resulted" | "settled" | "paying" | "paid" | "voiding" | "void";
            placedAt: string;
        };
        LotteryBoard: {
            games: {
                gameCode: string;
                /** @enum {string} */
                family: "vn" | "4d" | "thai" | "elott";
                latest: components["schemas"]["LotteryOpenedDraw"] | null;
            }[];
        };
        LotteryDecisionRequestInput: {
            /** @enum {string} */
            decision: "confirm" | "reject";
        };
        LotteryDrawSummary: {
            drawId: string;
            gameCode: string;
            drawKey: string;
            province: string | null;
            opensAt: string;
            closeAt: string;
            drawAt: string;
            /** @enum {string} */
            status: "open" | "closed" | "resulted" | "settled" | "paying" | "paid" | "voiding" | "void";
            seedHash: string | null;
        };
        LotteryDrawView: {
            drawId: string;
            gameCode: string;
            drawKey: string;
            province: string | null;
            opensAt: string;
            closeAt: string;
            drawAt: string;
            /** @enum {string} */
            status: "open" | "closed" | "resulted" | "settled" | "paying" | "paid" | "voiding" | "void";
            seedHash: string | null;
            result: {
                [key: string]: unknown;
            } | null;
            resultVersion: number;
            seed: string | null;
        };
        LotteryExposureView: {
            drawId: string;
            numberLimit: number | null;
            numbers: {
                number: string;
                liability: number;
            }[];
        };
        LotteryGamePatchInput: {
            closeBeforeSeconds?: number;
            payoutDelaySeconds?: number;
            numberLimit?: number | null;
            minStake?: number;
            maxStake?: number;
            memberDrawLimit?: number | null;
            enabled?: boolean;
            sort?: number;
            schedule?: {
                [key: string]: unknown;
            };
        };
        LotteryGameView: {
            gameCode: string;
            /** @enum {string} */
            family: "vn" | "4d" | "thai" | "elott";
            /** @enum {string} */
            prizeMode: "lott" | "zy" | "elott" | "sea";
            currency: string;
            terms: {
                [key: string]: unknown;
            };
            schedule: {
                [key: string]: unknown;
            };
            minStake: number;
            maxStake: number;
            memberDrawLimit: number | null;
            closeBeforeSeconds: number;
            openDraws: components["schemas"]["LotteryDrawSummary"][];
        };
        LotteryLineInput: {
            type: string;
            numbers: string[];
            stake: number;
            points?: number;
        };
        LotteryMenu: {
            gameMenus: {
                group: string;
                games: components["schemas"]["LotteryMenuGame"][];
            }[];
        };
        LotteryMenuGame: {
            gameCode: string;
            /** @enum {string} */
            family: "vn" | "4d" | "thai" | "elott";
            /** @enum {string} */
            prizeMode: "lott" | "zy" | "elott" | "sea";
            vendorCode: string;
            catalogGameCode: string;
            nextDraw: components["schemas"]["LotteryDrawSummary"] | null;
        };
        LotteryMyBetsPage: {
            content: components["schemas"]["LotteryBetView"][];
            pageNum: number;
            pageSize: number;
            totalPages: number;
            total: number;
        };
        LotteryOpenedDraw: {
            drawId: string;
            gameCode: string;
            drawKey: string;
            province: string | null;
            opensAt: string;
            closeAt: string;
            drawAt: string;
            /** @enum {string} */
            status: "open" | "closed" | "resulted" | "settled" | "paying" | "paid" | "voiding" | "void";
            seedHash: string | null;
            result: {
                [key: string]: unknown;
            };
            resultVersion: number;
            seed: string | null;
        };
        LotteryOpenedPage: {
            content: components["schemas"]["LotteryOpenedDraw"][];
            pageNum: number;
            pageSize: number;
            totalPages: number;
            total: number;
        };
        LotteryOrderRequestInput: {
            drawId: string;
            clientKey: string;
            lines: components["schemas"]["LotteryLineInput"][];
        };
        LotteryOrderResult: {
            orderId: string;
            drawId: string;
            amount: number;
            lines: components["schemas"]["LotteryBetView"][];
            balance: number | null;
            replayed: boolean;
        };
        LotteryRecentGames: {
            games: components["schemas"]["LotteryMenuGame"][];
        };
        LotteryReport: {
            from: string;
            to: string;
            rows: components["schemas"]["LotteryReportRow"][];
            totals: {
                betCount: number;
                stakeTotal: number;
                payoutTotal: number;
                margin: number;
            };
        };
        LotteryReportRow: {
            drawId: string;
            gameCode: string;
            drawKey: string;
            drawAt: string;
            /** @enum {string} */
            status: "open" | "closed" | "resulted" | "settled" | "paying" | "paid" | "voiding" | "void";
            betCount: number;
            stakeTotal: number;
            payoutTotal: number;
            margin: number;
        };
        LotteryResultEntryView: {
            entryId: string;
            result: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            source: "staff" | "file" | "simulated" | "server";
            enteredBy: string | null;
            enteredAt: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "rejected";
            decidedBy: string | null;
            decidedAt: string | null;
            version: number | null;
        };
        LotteryResultRequestInput: {
            result: {
                [key: string]: unknown;
            };
            /**
             * @default staff
             * @enum {string}
             */
            source?: "staff" | "file";
        };
        LotteryTermsRequestInput: {
            terms: {
                [key: string]: unknown;
            };
        };
        LotteryVoidRequestInput: {
            reason: string;
        };
        LoyaltyClientKeyInput: string;
        /** @enum {string} */
        LoyaltyGameCategory: "live" | "lottery" | "pvp" | "rng" | "sports";
        /** @enum {string} */
        LoyaltyGameCategoryInput: "live" | "lottery" | "pvp" | "rng" | "sports";
        /** @enum {string} */
        LoyaltyPayoutStatus: "none" | "pending" | "paid" | "refused";
        MaintenanceSettings: {
            /** @enum {string} */
            mode: "off" | "on" | "scheduled";
            startAt: string | null;
            endAt: string | null;
            message: components["schemas"]["LocalizedText"];
        };
        MaintenanceSettingsInput: {
            /** @enum {string} */
            mode: "off" | "on" | "scheduled";
            startAt: string | null;
            endAt: string | null;
            message: components["schemas"]["LocalizedTextInput"];
        };
        MemberFeedback: {
            id: number;
            type: components["schemas"]["FeedbackQuestionType"];
            content: string;
            status: components["schemas"]["FeedbackStatus"];
            answer: string | null;
            answeredAt: string | null;
            createdAt: string;
        };
        MemberFeedbackList: {
            list: components["schemas"]["MemberFeedback"][];
        };
        MemberIcon: {
            iconUrl: string;
            initials: string;
        };
        MemberInfo: {
            id: number;
            account: string;
            nickname: string | null;
            type: number;
            /** @constant */
            isLogin: true;
            isAgent: boolean;
            isTrial: boolean;
            firstTimeLogin: boolean;
            currencySymbol: string;
            currency: string;
            language: string | null;
            showSideMenu: boolean;
            lastLoginAt: string | null;
            passwordChangeRequired: boolean;
        };
        MemberNotice: {
            id: string;
            kind: components["schemas"]["MemberNoticeKind"];
            params: {
                [key: string]: string | number;
            };
            createdAt: string;
            read: boolean;
        };
        /** @enum {string} */
        MemberNoticeKind: "deposit_credited" | "deposit_failed" | "withdrawal_approved" | "withdrawal_rejected" | "transfer_received" | "contract_offered" | "contract_accepted" | "contract_rejected" | "contract_terminated" | "contract_auto_terminated" | "contract_expired" | "settlement_paid" | "settlement_insufficient_funds" | "dividend_confirmation_due" | "account_frozen" | "security_changed" | "bonus_issued" | "feedback_answered" | "affiliate_approved" | "affiliate_rejected";
        MemberNoticeList: {
            list: components["schemas"]["MemberNotice"][];
            unreadCount: number;
        };
        MemberNoticesReadRequestInput: {
            ids?: string[];
        };
        MemberNoticesReadResponse: {
            unreadCount: number;
        };
        MemberProtectionStaffView: {
            depositLimits: components["schemas"]["DepositLimitView"][];
            depositRemaining: number | null;
            wagerLimits: components["schemas"]["DepositLimitView"][];
            wagerRemaining: number | null;
            exclusion: components["schemas"]["ExclusionView"] | null;
            realityCheck: {
                minutes: number | null;
                choices: number[];
            };
            selfExclusionPeriods: components["schemas"]["SelfExclusionPeriod"][];
            timeOutPeriods: components["schemas"]["TimeOutPeriod"][];
            currency: string;
            currencySymbol: string;
            memberId: string;
            account: string;
            exclusionHistory: {
                kind: components["schemas"]["ExclusionKind"];
                period: string;
                startsAt: string;
                endsAt: string;
                createdAt: string;
            }[];
        };
        MemberSession: {
            /** @constant */
            step: "done";
            token: string;
            expiresAt: string;
            firstTimeLogin: boolean;
            passwordExpired: boolean;
            passwordIsDefault: boolean;
            mustChangePassword: boolean;
            previousLoginAt: string | null;
            member: components["schemas"]["MemberInfo"];
        };
        MemberSessionRevokeRequestInput: {
            password: components["schemas"]["PasswordInputSchemaInput"];
        };
        MemberSessionsRevokeOthersRequestInput: {
            password: components["schemas"]["PasswordInputSchemaInput"];
        };
        MemberSessionsRevokedResponse: {
            revoked: number;
        };
        MemberTransferResponse: {
            amount: number;
            to: string;
            balance: number;
            reference: string;
            replayed: boolean;
            createdAt: string;
        };
        MemberWageringProgress: {
            required: number;
            done: number;
            remaining: number;
        };
        MerchantSettings: {
            platformCode: string;
            merchantCode: string;
            currency: string;
            currencySymbol: string;
            lotteryType: string;
            defaultLanguage: components["schemas"]["LanguageCode"];
            supportedLanguages: components["schemas"]["LanguageCode"][];
            agentTypeCodes: number[];
            trialTypeCode: number;
        };
        MerchantSettingsInput: {
            platformCode: string;
            merchantCode: string;
            currency: string;
            currencySymbol: string;
            lotteryType: string;
            defaultLanguage: components["schemas"]["LanguageCodeInput"];
            supportedLanguages: components["schemas"]["LanguageCodeInput"][];
            agentTypeCodes: number[];
            trialTypeCode: number;
        };
        MerchantWallet: {
            isSingle: boolean;
            mainBalance: number;
            wallets: components["schemas"]["VendorWalletEntry"][];
            currency: string;
            currencySymbol: string;
        };
        /** @enum {string} */
        MessageChannel: "sms" | "email";
        /** @enum {string} */
        MessageChannelInput: "sms" | "email";
        MinesCashoutRequestInput: {
            roundId: string;
        };
        MinesRevealRequestInput: {
            roundId: string;
            tile: number;
        };
        MinesRoundView: {
            bet: components["schemas"]["BetView"];
            mines: number;
            revealed: number[];
            currentMultiplierHundredths: number;
            nextMultiplierHundredths: number | null;
            balance: number | null;
        };
        MinesStartRequestInput: {
            gameCode: string;
            amount: number;
            mines: number;
        };
        MinorTotal: number | string;
        MissionCondition: {
            /** @constant */
            type: "deposit";
            minAmount: number;
        } | {
            /** @constant */
            type: "valid_bets";
            amount: number;
            category: components["schemas"]["LoyaltyGameCategory"] | null;
        } | {
            /** @constant */
            type: "rounds";
            count: number;
            category: components["schemas"]["LoyaltyGameCategory"] | null;
        } | {
            /** @constant */
            type: "login_streak";
            days: number;
        } | {
            /** @constant */
            type: "invite_depositor";
            count: number;
        };
        MissionConditionInput: {
            /** @constant */
            type: "deposit";
            minAmount: number;
        } | {
            /** @constant */
            type: "valid_bets";
            amount: number;
            category: components["schemas"]["LoyaltyGameCategoryInput"] | null;
        } | {
            /** @constant */
            type: "rounds";
            count: number;
            category: components["schemas"]["LoyaltyGameCategoryInput"] | null;
        } | {
            /** @constant */
            type: "login_streak";
            days: number;
        } | {
            /** @constant */
            type: "invite_depositor";
            count: number;
        };
        MissionConditionProgress: {
            type: components["schemas"]["MissionConditionType"];
            category: components["schemas"]["LoyaltyGameCategory"] | null;
            target: number;
            current: components["schemas"]["MinorTotal"];
            done: boolean;
        };
        /** @enum {string} */
        MissionConditionType: "deposit" | "valid_bets" | "rounds" | "login_streak" | "invite_depositor";
        /** @enum {string} */
        MissionPeriod: "daily" | "weekly";
        /** @enum {string} */
        MissionPeriodInput: "daily" | "weekly";
        MissionReward: {
            kind: components["schemas"]["MissionRewardKind"];
            amount: number;
            turnoverMultipleBp: number;
        };
        /** @enum {string} */
        MissionRewardKind: "money" | "points" | "tickets";
        /** @enum {string} */
        MissionRewardKindInput: "money" | "points" | "tickets";
        MissionSummary: {
            missions: components["schemas"]["MissionView"][];
            claimableCount: number;
        };
        MissionTranslations: {
            [key: string]: {
                title: string;
                description: string;
            };
        };
        MissionTranslationsInput: {
            [key: string]: {
                title: string;
                description: string;
            };
        };
        MissionView: {
            id: number;
            period: components["schemas"]["MissionPeriod"];
            periodKey: string;
            periodEnd: string;
            title: string;
            description: string;
            conditions: components["schemas"]["MissionConditionProgress"][];
            progressBp: number;
            complete: boolean;
            claimed: boolean;
            claimable: boolean;
            reward: components["schemas"]["MissionReward"];
        };
        MobileNumberInput: string;
        MyBetsPage: {
            content: components["schemas"]["BetView"][];
            pageNum: number;
            pageSize: number;
            totalPages: number;
            total: number;
        };
        Notice: {
            id: number;
            title: string;
            content: string;
        };
        NoticeList: {
            list: components["schemas"]["Notice"][];
        };
        NoticeTranslations: {
            [key: string]: {
                title: string;
                content: string;
            };
        };
        NoticeTranslationsInput: {
            [key: string]: {
                title: string;
                content: string;
            };
        };
        /** @description What every successful answer says besides its `value`. */
        OkEnvelope: {
            /** @enum {string} */
            code: "0";
            /** @enum {string} */
            message: "OK";
        };
        PasswordInputSchemaInput: string;
        PasswordVerificationRequestInput: {
            password: components["schemas"]["PasswordInputSchemaInput"];
        };
        PasswordVerificationResponse: {
            /** @constant */
            verified: true;
        };
        PayeeConfirmCodeSent: {
            expiredMinutes: number;
        };
        /** @enum {string} */
        PayeeConfirmMethod: "sms" | "email" | "totp";
        /** @enum {string} */
        PayeeConfirmMethodInput: "sms" | "email" | "totp";
        PayeeConfirmOptions: {
            methods: components["schemas"]["PayeeConfirmMethod"][];
            targets: {
                [key: string]: string;
            };
        };
        PayeeConfirmRequestInput: {
            password: components["schemas"]["PasswordInputSchemaInput"];
            method: components["schemas"]["PayeeConfirmMethodInput"];
            code: string;
        };
        PayeeConfirmSendRequestInput: {
            /** @enum {string} */
            method: "sms" | "email";
        };
        /** @enum {string} */
        PaymentMethodKind: "manual_bank" | "gateway";
        /** @enum {string} */
        PaymentMethodKindInput: "manual_bank" | "gateway";
        PaymentPasswordInputSchemaInput: string;
        PaymentPasswordRequestInput: {
            loginPassword: components["schemas"]["PasswordInputSchemaInput"];
            newPaymentPassword: components["schemas"]["PaymentPasswordInputSchemaInput"];
            confirm: components["schemas"]["PaymentPasswordInputSchemaInput"];
        };
        PaymentPasswordResponse: {
            /** @constant */
            paymentPasswordSet: true;
        };
        Permission: {
            customerService: components["schemas"]["CustomerServiceEntry"][];
            domainRoute: string[];
            resources: components["schemas"]["ResourceEntry"][];
            whitelabel: components["schemas"]["WhitelabelSettings"];
            register: {
                methods: ("username" | "mobile")[];
                /** @enum {string} */
                defaultMethod: "username" | "mobile";
            };
            mainDomain: string;
            analytics: {
                gtagId: string;
            };
            imageCDNs: string[];
            launchGameCDNs: string[];
            location: {
                ip: string;
                country: string | null;
            };
            maintenance: boolean;
            regionRestriction: boolean;
            defaultTheme: components["schemas"]["SiteTheme"];
            referralPromotion: boolean;
            merchant: {
                platformCode: string;
                merchantCode: string;
                currency: string;
                currencySymbol: string;
                defaultLanguage: components["schemas"]["LanguageCode"];
                supportedLanguages: components["schemas"]["LanguageCode"][];
                agentTypeCodes: number[];
                trialTypeCode: number;
            };
        };
        PersonalProfit: {
            days: {
                bet: number;
                win: number;
                refund: number;
                profit: number;
                date: string;
            }[];
            categories: {
                bet: number;
                win: number;
                refund: number;
                profit: number;
                gameType: string;
            }[];
            total: components["schemas"]["ProfitFigures"];
            from: string;
            to: string;
            currency: string;
            currencySymbol: string;
        };
        PlinkoBetRequestInput: {
            gameCode: string;
            amount: number;
            rows: number;
            risk: components["schemas"]["PlinkoRiskInput"];
        };
        /** @enum {string} */
        PlinkoRisk: "low" | "medium" | "high";
        /** @enum {string} */
        PlinkoRiskInput: "low" | "medium" | "high";
        PointBalance: {
            balance: number;
            earned: number;
            spent: number;
        };
        /** @enum {string} */
        PointCategory: "live" | "lottery" | "pvp" | "rng" | "sports";
        PointConfig: {
            vipLevel: number | null;
            myRates: {
                source: components["schemas"]["PointRateSource"];
                pointsBp: components["schemas"]["PointRateBp"];
            }[];
            rates: components["schemas"]["PointRate"][];
            rateBaseMinor: number;
            /** @constant */
            neverExpire: true;
        };
        PointDetail: {
            transactionNo: string;
            time: string;
            source: components["schemas"]["PointEntrySource"];
            redeemType: string | null;
            itemName: string | null;
            quantity: number | null;
            pointsNeeded: number | null;
            amountNeeded: number | null;
            status: string | null;
            change: number;
            balance: number;
            remark: string | null;
            ratio: string | null;
            parts: {
                source: components["schemas"]["PointCategory"];
                change: number;
            }[];
        };
        PointDetailsPage: {
            list: components["schemas"]["PointDetail"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        /** @enum {string} */
        PointEntrySource: "live" | "lottery" | "pvp" | "rng" | "sports" | "deposit" | "redeem" | "convert" | "refund" | "mission" | "wheel" | "leaderboard" | "vip" | "staff";
        /** @enum {string} */
        PointEntrySourceInput: "live" | "lottery" | "pvp" | "rng" | "sports" | "deposit" | "redeem" | "convert" | "refund" | "mission" | "wheel" | "leaderboard" | "vip" | "staff";
        PointRate: {
            vipLevel: number | null;
            source: components["schemas"]["PointRateSource"];
            pointsBp: components["schemas"]["PointRateBp"];
        };
        PointRateBp: number;
        PointRateBpInput: number;
        PointRateInput: {
            vipLevel: number | null;
            source: components["schemas"]["PointRateSourceInput"];
            pointsBp: components["schemas"]["PointRateBpInput"];
        };
        /** @enum {string} */
        PointRateSource: "live" | "lottery" | "pvp" | "rng" | "sports" | "deposit";
        /** @enum {string} */
        PointRateSourceInput: "live" | "lottery" | "pvp" | "rng" | "sports" | "deposit";
        PointsMallConvertTerms: {
            points: number;
            amount: number;
            minPoints: number;
            available: boolean;
        };
        PointsMallGoods: {
            id: number;
            redeemType: components["schemas"]["PointsMallRedeemType"];
            name: string;
            description: string;
            images: string[];
            pointsNeeded: number;
            amountNeeded: number;
            stock: number | null;
            limitPerMember: number | null;
            redeemedByMe: number;
            startAt: string | null;
            endAt: string | null;
        };
        PointsMallGoodsDetail: {
            id: number;
            redeemType: components["schemas"]["PointsMallRedeemType"];
            name: string;
            description: string;
            images: string[];
            pointsNeeded: number;
            amountNeeded: number;
            stock: number | null;
            limitPerMember: number | null;
            redeemedByMe: number;
            startAt: string | null;
            endAt: string | null;
            pointsBalance: number;
        };
        PointsMallGoodsPage: {
            list: components["schemas"]["PointsMallGoods"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
            pointsBalance: number;
        };
        PointsMallGoodsTranslations: {
            [key: string]: {
                name: string;
                description: string;
            };
        };
        PointsMallGoodsTranslationsInput: {
            [key: string]: {
                name: string;
                description: string;
            };
        };
        PointsMallImageInput: string;
        /** @enum {string} */
        PointsMallRedeemType: "cash" | "discount" | "life" | "gift";
        /** @enum {string} */
        PointsMallRedeemTypeInput: "cash" | "discount" | "life" | "gift";
        PointsMallRedemption: {
            id: number;
            number: string;
            /** @enum {string} */
            kind: "redeem" | "convert";
            goodsId: number | null;
            redeemType: components["schemas"]["PointsMallRedeemType"];
            itemName: string;
            quantity: number;
            pointsNeeded: number;
            amountNeeded: number;
            ratio: string | null;
            status: components["schemas"]["PointsMallRedemptionStatus"];
            reason: string | null;
            createdAt: string;
            updatedAt: string;
        };
        PointsMallRedemptionPage: {
            list: components["schemas"]["PointsMallRedemption"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        PointsMallRedemptionResult: {
            redemption: components["schemas"]["PointsMallRedemption"];
            pointsBalance: number;
            replayed: boolean;
        };
        /** @enum {string} */
        PointsMallRedemptionStatus: "applying" | "approved" | "released" | "rejected";
        /** @enum {string} */
        PointsMallRedemptionStatusInput: "applying" | "approved" | "released" | "rejected";
        ProfitFigures: {
            bet: number;
            win: number;
            refund: number;
            profit: number;
        };
        Promotion: {
            id: number;
            title: string;
            category: string;
            announcementImages: components["schemas"]["PromotionImage"][];
            content: string;
            startAt: string | null;
            endAt: string | null;
        };
        PromotionApplyRequestInput: {
            remark?: string;
            imageIds?: components["schemas"]["PromotionImageIdInput"][];
        };
        PromotionApplyResult: {
            claimId: number;
            promotionId: number;
            status: components["schemas"]["PromotionClaimStatus"];
            periodKey: string;
            remark: string | null;
            imageCount: number;
            createdAt: string;
        };
        PromotionBonus: {
            id: number;
            promotionId: number;
            title: string;
            amount: number;
            status: components["schemas"]["PromotionClaimStatus"];
            turnoverRequired: number;
            turnoverDone: number;
            wageringStatus: components["schemas"]["WageringStatus"] | null;
            createdAt: string;
        };
        PromotionBonusList: {
            list: components["schemas"]["PromotionBonus"][];
            wagering: components["schemas"]["MemberWageringProgress"];
        };
        PromotionCategory: {
            code: string;
            name: string;
            sequence: number;
        };
        PromotionCategoryCodeInput: string;
        PromotionCategoryList: {
            list: components["schemas"]["PromotionCategory"][];
        };
        PromotionCategoryTranslations: {
            [key: string]: {
                name: string;
            };
        };
        PromotionCategoryTranslationsInput: {
            [key: string]: {
                name: string;
            };
        };
        PromotionClaimResult: {
            promotionId: number;
            status: components["schemas"]["PromotionClaimStatus"];
            amount: number;
            turnoverRequired: number;
        };
        /** @enum {string} */
        PromotionClaimStatus: "signed_up" | "applying" | "processing" | "issued" | "claimed" | "rejected";
        /** @enum {string} */
        PromotionClaimStatusInput: "signed_up" | "applying" | "processing" | "issued" | "claimed" | "rejected";
        PromotionEligibility: {
            memberTypes: number[];
            vipLevels: number[];
            newMembersOnly: boolean;
            countries: string[];
            limitPerDay: number | null;
            limitPerWeek: number | null;
            limitLifetime: number | null;
        };
        PromotionEligibilityInput: {
            memberTypes: number[];
            vipLevels: number[];
            newMembersOnly: boolean;
            countries: string[];
            limitPerDay: number | null;
            limitPerWeek: number | null;
            limitLifetime: number | null;
        };
        PromotionHallItem: {
            promotionId: number;
            kind: components["schemas"]["PromotionKind"];
            status: components["schemas"]["PromotionMemberStatus"];
            amountDue: number;
        };
        PromotionHallList: {
            list: components["schemas"]["PromotionHallItem"][];
        };
        PromotionImage: {
            url: string;
            sequence: number;
        };
        PromotionImageId: string;
        PromotionImageIdInput: string;
        PromotionImageInput: {
            url: string;
            sequence: number;
        };
        PromotionImageUpload: {
            imageId: components["schemas"]["PromotionImageId"];
            /** @enum {string} */
            contentType: "image/png" | "image/jpeg";
            size: number;
        };
        PromotionJoinResult: {
            promotionId: number;
            status: components["schemas"]["PromotionClaimStatus"];
        };
        /** @enum {string} */
        PromotionKind: "first_deposit" | "reload" | "signup" | "cashback_daily" | "cashback_weekly" | "rebate" | "apply" | "raffle" | "loyalty" | "referral";
        PromotionList: {
            list: components["schemas"]["Promotion"][];
        };
        /** @enum {string} */
        PromotionMemberStatus: "join" | "claim" | "coming_soon" | "closed" | "signed_up" | "applying" | "processing" | "issued" | "claimed" | "rejected";
        PromotionParametersSchema: {
            /** @constant */
            kind: "first_deposit";
            percentBp: number;
            cap: number;
            minDeposit: number;
            paymentMethods: string[];
        } | {
            /** @constant */
            kind: "reload";
            percentBp: number;
            cap: number;
            minDeposit: number;
            paymentMethods: string[];
        } | {
            /** @constant */
            kind: "signup";
            amount: number;
        } | {
            /** @constant */
            kind: "cashback_daily";
            rates: {
                category: string | null;
                vipLevel: number | null;
                rateBp: number;
            }[];
            cap: number | null;
            optIn?: boolean;
            holdRuns?: boolean;
        } | {
            /** @constant */
            kind: "cashback_weekly";
            rates: {
                category: string | null;
                vipLevel: number | null;
                rateBp: number;
            }[];
            cap: number | null;
            optIn?: boolean;
            holdRuns?: boolean;
        } | {
            /** @constant */
            kind: "rebate";
            rates: {
                category: string | null;
                vipLevel: number | null;
                rateBp: number;
            }[];
            cap: number | null;
            optIn?: boolean;
            holdRuns?: boolean;
        } | {
            /** @constant */
            kind: "apply";
            maxAmount: number;
        } | {
            /** @constant */
            kind: "raffle";
            prizes: {
                amount: number;
                weight: number;
            }[];
        } | {
            /** @constant */
            kind: "loyalty";
        } | {
            /** @constant */
            kind: "referral";
        };
        PromotionParametersSchemaInput: {
            /** @constant */
            kind: "first_deposit";
            percentBp: number;
            cap: number;
            minDeposit: number;
            paymentMethods: string[];
        } | {
            /** @constant */
            kind: "reload";
            percentBp: number;
            cap: number;
            minDeposit: number;
            paymentMethods: string[];
        } | {
            /** @constant */
            kind: "signup";
            amount: number;
        } | {
            /** @constant */
            kind: "cashback_daily";
            rates: {
                category: string | null;
                vipLevel: number | null;
                rateBp: number;
            }[];
            cap: number | null;
            optIn?: boolean;
            holdRuns?: boolean;
        } | {
            /** @constant */
            kind: "cashback_weekly";
            rates: {
                category: string | null;
                vipLevel: number | null;
                rateBp: number;
            }[];
            cap: number | null;
            optIn?: boolean;
            holdRuns?: boolean;
        } | {
            /** @constant */
            kind: "rebate";
            rates: {
                category: string | null;
                vipLevel: number | null;
                rateBp: number;
            }[];
            cap: number | null;
            optIn?: boolean;
            holdRuns?: boolean;
        } | {
            /** @constant */
            kind: "apply";
            maxAmount: number;
        } | {
            /** @constant */
            kind: "raffle";
            prizes: {
                amount: number;
                weight: number;
            }[];
        } | {
            /** @constant */
            kind: "loyalty";
        } | {
            /** @constant */
            kind: "referral";
        };
        PromotionPendingClaim: {
            claimId: number;
            promotionId: number;
            title: string;
            kind: components["schemas"]["PromotionKind"];
            status: components["schemas"]["PromotionClaimStatus"];
            amount: number;
            reason: string | null;
            createdAt: string;
            reviewedAt: string | null;
        };
        PromotionPendingClaimList: {
            list: components["schemas"]["PromotionPendingClaim"][];
        };
        /** @enum {string} */
        PromotionRunKind: "cashback_daily" | "cashback_weekly" | "rebate";
        /** @enum {string} */
        PromotionRunMemberStatus: "owed" | "held" | "paid" | "already_paid" | "budget_short";
        /** @enum {string} */
        PromotionRunMemberStatusInput: "owed" | "held" | "paid" | "already_paid" | "budget_short";
        /** @enum {string} */
        PromotionRunStatus: "computing" | "held" | "paying" | "done" | "failed";
        /** @enum {string} */
        PromotionRunStatusInput: "computing" | "held" | "paying" | "done" | "failed";
        /** @enum {string} */
        PromotionRunTrigger: "schedule" | "catch_up" | "staff";
        PromotionSettings: {
            /** @default 1000000 */
            reviewSecondApprovalAbove: number;
            /** @default false */
            sharedIdentityReview: boolean;
        };
        PromotionSettingsInput: {
            /** @default 1000000 */
            reviewSecondApprovalAbove?: number;
            /** @default false */
            sharedIdentityReview?: boolean;
        };
        PromotionTranslations: {
            [key: string]: {
                title: string;
                content: string;
            };
        };
        PromotionTranslationsInput: {
            [key: string]: {
                title: string;
                content: string;
            };
        };
        ProtectionOverview: {
            depositLimits: components["schemas"]["DepositLimitView"][];
            depositRemaining: number | null;
            wagerLimits: components["schemas"]["DepositLimitView"][];
            wagerRemaining: number | null;
            exclusion: components["schemas"]["ExclusionView"] | null;
            realityCheck: {
                minutes: number | null;
                choices: number[];
            };
            selfExclusionPeriods: components["schemas"]["SelfExclusionPeriod"][];
            timeOutPeriods: components["schemas"]["TimeOutPeriod"][];
            currency: string;
            currencySymbol: string;
        };
        PublicKeyResponse: {
            /** @constant */
            kty: "RSA";
            n: string;
            e: string;
            /** @constant */
            alg: "RSA-OAEP-256";
            kid: string;
        };
        RaffleClaimRequestInput: {
            promotionId?: number;
        };
        RaffleClaimResult: {
            promotionId: number;
            status: components["schemas"]["PromotionClaimStatus"];
            amount: number;
            turnoverRequired: number;
            draw: {
                roll: number;
                totalWeight: number;
                prizeIndex: number;
            } | null;
        };
        RankList: {
            list: {
                customerName: string;
                winAmount: number;
                gameName: string;
                iconUrl: string;
            }[];
        };
        RealNameRequestInput: {
            realName: string;
            password: components["schemas"]["PasswordInputSchemaInput"];
        };
        RealNameResponse: {
            realName: string;
        };
        RealityCheckRequestInput: {
            minutes: number | null;
        };
        RealityCheckSetting: {
            minutes: number | null;
        };
        RealityCheckStatus: {
            minutes: number | null;
            sessionStartedAt: string;
            elapsedMinutes: number;
            netResult: number;
            currency: string;
            currencySymbol: string;
        };
        /** @enum {string} */
        ReceiptKind: "full" | "partial" | "notReceived" | "auto";
        ReceivingBank: {
            bankName: string;
            accountName: string;
            accountNumber: string;
            instructions: string;
        };
        RecentGamesPage: {
            list: {
                nodeId: number;
                gameName: string;
                displayName: string;
                gameCode: string;
                gameType: components["schemas"]["GameCategory"];
                vassalage: string;
                iconUrl: string;
                isHot: 0 | 1;
                /** @enum {string} */
                isGame: "GAME" | "VASSALAGE";
                maintenance: boolean;
                sortOrder: number;
                playedAt: string;
            }[];
            page: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        /** @enum {string} */
        RecordDatePresetInput: "today" | "yesterday" | "past7" | "past30";
        /** @enum {string} */
        RecordTypeInput: "deposit" | "withdrawal_hold" | "withdrawal_release" | "withdrawal_payout" | "transfer_upline" | "transfer_downline" | "vendor_transfer_in" | "vendor_transfer_out" | "adjustment" | "bonus" | "game_bet" | "game_win" | "game_refund" | "game_adjust";
        /** @enum {string} */
        RecordWallet: "main" | "vendor" | "withdrawal_hold";
        RedeemPointRewardRequestInput: {
            goodsId: number;
            /** @default 1 */
            quantity?: number;
            paymentPassword: string;
            idempotencyKey: components["schemas"]["WalletRequestKeyInput"];
        };
        ReferralClickRequestInput: {
            code: components["schemas"]["ReferralCodeInput"];
        };
        ReferralClickResult: {
            valid: boolean;
        };
        ReferralCodeInput: string;
        ReferralLink: {
            clicks: number;
            registrations: number;
            firstDeposits: number;
            rewards: number;
            id: number;
            code: string;
            label: string | null;
            isDefault: boolean;
            createdAt: string;
        };
        ReferralLinkFigures: {
            clicks: number;
            registrations: number;
            firstDeposits: number;
            rewards: number;
        };
        ReferralLinkInputSchemaInput: {
            label: components["schemas"]["ReferralLinkLabelInput"];
        };
        ReferralLinkLabelInput: string;
        ReferralLinkList: {
            list: components["schemas"]["ReferralLink"][];
            limit: number;
        };
        ReferralOverview: {
            enabled: boolean;
            code: string;
            registerPath: string;
            terms: {
                firstDeposit: {
                    amount: number;
                    minDeposit: number;
                } | null;
                validBets: {
                    amount: number;
                    figure: number;
                } | null;
            };
            linkLimit: number;
            totals: components["schemas"]["ReferralLinkFigures"];
            rewards: {
                id: number;
                refereeAccount: string;
                rule: components["schemas"]["ReferralRewardRule"];
                amount: number;
                status: components["schemas"]["ReferralRewardStatus"];
                createdAt: string;
            }[];
        };
        /** @enum {string} */
        ReferralRewardRule: "first_deposit" | "valid_bets";
        /** @enum {string} */
        ReferralRewardStatus: "paid" | "held" | "refused";
        RegionSettings: {
            blockedCountries: string[];
            blockedIpRanges: string[];
            allowedIpRanges: string[];
            message: components["schemas"]["LocalizedText"];
        };
        RegionSettingsInput: {
            blockedCountries: string[];
            blockedIpRanges: string[];
            allowedIpRanges: string[];
            message: components["schemas"]["LocalizedTextInput"];
        };
        RegisterFieldSettings: {
            enabled: boolean;
            required: boolean;
            validation: components["schemas"]["ValidationEntry"] | null;
        };
        RegisterFieldSettingsInput: {
            enabled: boolean;
            required: boolean;
            validation: components["schemas"]["ValidationEntryInput"] | null;
        };
        RegisterSettings: {
            fields: {
                username: components["schemas"]["RegisterFieldSettings"];
                password: components["schemas"]["RegisterFieldSettings"];
                confirmPassword: components["schemas"]["RegisterFieldSettings"];
                payeeName: components["schemas"]["RegisterFieldSettings"];
                fullname: components["schemas"]["RegisterFieldSettings"];
                email: components["schemas"]["RegisterFieldSettings"];
                qqNum: components["schemas"]["RegisterFieldSettings"];
                mobileNum: components["schemas"]["RegisterFieldSettings"];
                nickname: components["schemas"]["RegisterFieldSettings"];
                recommenderId: components["schemas"]["RegisterFieldSettings"];
                captcha: components["schemas"]["RegisterFieldSettings"];
                verificationCode: components["schemas"]["RegisterFieldSettings"];
                affiliateCode: components["schemas"]["RegisterFieldSettings"];
                paymentPassword: components["schemas"]["RegisterFieldSettings"];
                line: components["schemas"]["RegisterFieldSettings"];
                zalo: components["schemas"]["RegisterFieldSettings"];
                whatsapp: components["schemas"]["RegisterFieldSettings"];
                facebook: components["schemas"]["RegisterFieldSettings"];
                telegram: components["schemas"]["RegisterFieldSettings"];
                wechat: components["schemas"]["RegisterFieldSettings"];
                idNumber: components["schemas"]["RegisterFieldSettings"];
                birthday: components["schemas"]["RegisterFieldSettings"];
                address: components["schemas"]["RegisterFieldSettings"];
                nationality: components["schemas"]["RegisterFieldSettings"];
                occupation: components["schemas"]["RegisterFieldSettings"];
                sourceOfIncome: components["schemas"]["RegisterFieldSettings"];
            };
        };
        RegisterSettingsInput: {
            fields: {
                username: components["schemas"]["RegisterFieldSettingsInput"];
                password: components["schemas"]["RegisterFieldSettingsInput"];
                confirmPassword: components["schemas"]["RegisterFieldSettingsInput"];
                payeeName: components["schemas"]["RegisterFieldSettingsInput"];
                fullname: components["schemas"]["RegisterFieldSettingsInput"];
                email: components["schemas"]["RegisterFieldSettingsInput"];
                qqNum: components["schemas"]["RegisterFieldSettingsInput"];
                mobileNum: components["schemas"]["RegisterFieldSettingsInput"];
                nickname: components["schemas"]["RegisterFieldSettingsInput"];
                recommenderId: components["schemas"]["RegisterFieldSettingsInput"];
                captcha: components["schemas"]["RegisterFieldSettingsInput"];
                verificationCode: components["schemas"]["RegisterFieldSettingsInput"];
                affiliateCode: components["schemas"]["RegisterFieldSettingsInput"];
                paymentPassword: components["schemas"]["RegisterFieldSettingsInput"];
                line: components["schemas"]["RegisterFieldSettingsInput"];
                zalo: components["schemas"]["RegisterFieldSettingsInput"];
                whatsapp: components["schemas"]["RegisterFieldSettingsInput"];
                facebook: components["schemas"]["RegisterFieldSettingsInput"];
                telegram: components["schemas"]["RegisterFieldSettingsInput"];
                wechat: components["schemas"]["RegisterFieldSettingsInput"];
                idNumber: components["schemas"]["RegisterFieldSettingsInput"];
                birthday: components["schemas"]["RegisterFieldSettingsInput"];
                address: components["schemas"]["RegisterFieldSettingsInput"];
                nationality: components["schemas"]["RegisterFieldSettingsInput"];
                occupation: components["schemas"]["RegisterFieldSettingsInput"];
                sourceOfIncome: components["schemas"]["RegisterFieldSettingsInput"];
            };
        };
        RegisterSettingsResponse: {
            fields: {
                username: components["schemas"]["RegisterFieldSettings"];
                password: components["schemas"]["RegisterFieldSettings"];
                confirmPassword: components["schemas"]["RegisterFieldSettings"];
                payeeName: components["schemas"]["RegisterFieldSettings"];
                fullname: components["schemas"]["RegisterFieldSettings"];
                email: components["schemas"]["RegisterFieldSettings"];
                qqNum: components["schemas"]["RegisterFieldSettings"];
                mobileNum: components["schemas"]["RegisterFieldSettings"];
                nickname: components["schemas"]["RegisterFieldSettings"];
                recommenderId: components["schemas"]["RegisterFieldSettings"];
                captcha: components["schemas"]["RegisterFieldSettings"];
                verificationCode: components["schemas"]["RegisterFieldSettings"];
                affiliateCode: components["schemas"]["RegisterFieldSettings"];
                paymentPassword: components["schemas"]["RegisterFieldSettings"];
                line: components["schemas"]["RegisterFieldSettings"];
                zalo: components["schemas"]["RegisterFieldSettings"];
                whatsapp: components["schemas"]["RegisterFieldSettings"];
                facebook: components["schemas"]["RegisterFieldSettings"];
                telegram: components["schemas"]["RegisterFieldSettings"];
                wechat: components["schemas"]["RegisterFieldSettings"];
                idNumber: components["schemas"]["RegisterFieldSettings"];
                birthday: components["schemas"]["RegisterFieldSettings"];
                address: components["schemas"]["RegisterFieldSettings"];
                nationality: components["schemas"]["RegisterFieldSettings"];
                occupation: components["schemas"]["RegisterFieldSettings"];
                sourceOfIncome: components["schemas"]["RegisterFieldSettings"];
            };
            methods: ("username" | "mobile")[];
            /** @enum {string} */
            defaultMethod: "username" | "mobile";
        };
        ResetByPhoneRequestInput: {
            countryDialingCode: components["schemas"]["DialingCodeInput"];
            mobileNum: components["schemas"]["MobileNumberInput"];
            verificationCode: components["schemas"]["SmsCodeInput"];
            newPassword: components["schemas"]["PasswordInputSchemaInput"];
            confirmNewPassword?: components["schemas"]["PasswordInputSchemaInput"];
            totpCode?: components["schemas"]["TotpCodeInputSchemaInput"];
        };
        ResetPasswordRequestInput: {
            token: string;
            newPassword: components["schemas"]["PasswordInputSchemaInput"];
            confirmNewPassword: components["schemas"]["PasswordInputSchemaInput"];
        };
        ResetPasswordResponse: {
            /** @constant */
            reset: true;
        };
        ResourceEntry: {
            name: string;
            labelNameEn: string;
            resourceType: string;
            url: string;
        };
        ResourceList: {
            list: components["schemas"]["ResourceEntry"][];
        };
        ResourceTranslations: {
            [key: string]: {
                label: string;
            };
        };
        ResourceTranslationsInput: {
            [key: string]: {
                label: string;
            };
        };
        RevealedSeedPair: {
            seedId: string;
            serverSeed: string;
            serverSeedHash: string;
            clientSeed: string;
            nonce: number;
            createdAt: string;
            revealedAt: string;
        };
        RotateSeedRequestInput: {
            clientSeed?: components["schemas"]["ClientSeedTextInput"];
        };
        RotateSeedResponse: {
            revealed: components["schemas"]["RevealedSeedPair"];
            active: components["schemas"]["ActiveSeedPair"];
        };
        /** @enum {string} */
        RoundBetGame: "baccarat" | "roulette" | "dragon-tiger" | "teen-patti" | "fishing" | "cockfight";
        /** @enum {string} */
        RoundSearchKindInput: "round" | "tx" | "player";
        /** @enum {string} */
        SecondFactorMethod: "sms" | "email" | "totp" | "bankName";
        /** @enum {string} */
        SecondFactorMethodInput: "sms" | "email" | "totp" | "bankName";
        SecondFactorRequestInput: {
            challenge: string;
            method: components["schemas"]["SecondFactorMethodInput"];
            answer: string;
        };
        SecondFactorSendRequestInput: {
            challenge: string;
            /** @enum {string} */
            method: "sms" | "email";
            altcha?: string;
        };
        SecondFactorSendResponse: {
            expiredMinutes: number;
        };
        SecondFactorStep: {
            /** @constant */
            step: "secondFactor";
            challenge: string;
            methods: components["schemas"]["SecondFactorMethod"][];
            targets: {
                [key: string]: string;
            };
        };
        SecurityOverview: {
            account: string;
            mobile: string | null;
            email: string | null;
            totpEnabled: boolean;
            paymentPasswordSet: boolean;
            realNameSet: boolean;
            realName: string | null;
            recentLogins: {
                at: string;
                ip: string;
                method: string;
                outcome: string;
            }[];
            knownIps: {
                ip: string;
                firstSeenAt: string;
                lastSeenAt: string;
            }[];
        };
        SeedsView: {
            active: components["schemas"]["ActiveSeedPair"];
            previous: components["schemas"]["RevealedSeedPair"][];
        };
        /** @enum {string} */
        SelfExclusionPeriod: "6m" | "1y" | "5y";
        /** @enum {string} */
        SelfExclusionPeriodInput: "6m" | "1y" | "5y";
        SelfExclusionRequestInput: {
            period: components["schemas"]["SelfExclusionPeriodInput"];
            password: components["schemas"]["PasswordInputSchemaInput"];
        };
        SiteSettings: {
            mainDomain: string;
            domainRoute: string[];
            gtagId: string;
            imageCDNs: string[];
            launchGameCDNs: string[];
            /** @default dark */
            defaultTheme: components["schemas"]["SiteTheme"];
        };
        SiteSettingsInput: {
            mainDomain: string;
            domainRoute: string[];
            gtagId: string;
            imageCDNs: string[];
            launchGameCDNs: string[];
            /** @default dark */
            defaultTheme?: components["schemas"]["SiteThemeInput"];
        };
        /** @enum {string} */
        SiteTheme: "dark" | "light" | "system";
        /** @enum {string} */
        SiteThemeInput: "dark" | "light" | "system";
        SmsCodeInput: string;
        SmsCodeSent: {
            expiredMinutes: number;
        };
        SmsNoLoginRequestInput: {
            countryDialingCode?: string;
            mobileNum?: string;
            /**
             * @default login
             * @enum {string}
             */
            purpose?: "login" | "reset";
            altcha?: string;
        };
        SmsRegisterRequestInput: {
            countryDialingCode?: string;
            mobileNo?: string;
            username?: string;
            altcha?: string;
        };
        SocialBindRequestInput: {
            bindToken: string;
            /** @constant */
            mode: "existing";
            username: components["schemas"]["AccountNameInput"];
            password: components["schemas"]["PasswordInputSchemaInput"];
            captchaId?: string;
            captcha?: string;
        } | {
            bindToken: string;
            /** @constant */
            mode: "register";
            username?: components["schemas"]["AccountNameInput"];
        };
        SocialBindStep: {
            /** @constant */
            step: "bind";
            bindToken: string;
            providerName: string;
            expiresAt: string;
        };
        SocialLink: {
            id: number;
            providerName: string;
            linkedAt: string;
        };
        SocialLinksResponse: components["schemas"]["SocialLink"][];
        SocialLoginRequestInput: {
            providerId: string;
            idToken: string;
            nonceKey: string;
        };
        SocialLoginResult: components["schemas"]["MemberSession"] | components["schemas"]["SecondFactorStep"] | components["schemas"]["SocialBindStep"];
        SocialNonceRequestInput: {
            providerId: string;
        };
        SocialNonceResponse: {
            nonce: string;
            nonceKey: string;
            expiresAt: string;
        };
        SocialProvider: {
            id: string;
            name: string;
            /** Format: uri */
            issuer: string;
            clientId: string;
            /** Format: uri */
            jwksUri: string;
            /** Format: uri */
            authorizationEndpoint?: string;
            enabled: boolean;
        };
        SocialProviderInput: {
            id: string;
            name: string;
            /** Format: uri */
            issuer: string;
            clientId: string;
            /** Format: uri */
            jwksUri: string;
            /** Format: uri */
            authorizationEndpoint?: string;
            enabled: boolean;
        };
        SocialProvidersResponse: {
            id: string;
            name: string;
            clientId: string;
            authorizationEndpoint?: string;
        }[];
        SocialSettings: {
            providers: components["schemas"]["SocialProvider"][];
        };
        SocialSettingsInput: {
            providers: components["schemas"]["SocialProviderInput"][];
        };
        SocialUnlinkRequestInput: {
            password: components["schemas"]["PasswordInputSchemaInput"];
        };
        /** @enum {string} */
        SportsLegOutcome: "win" | "half-win" | "push" | "half-loss" | "loss" | "void";
        StaffLoginRequestInput: {
            username: string;
            password: string;
        };
        StaffLoginResponse: {
            /** @constant */
            step: "enroll";
            challenge: string;
            secret: string;
            otpauthUrl: string;
        } | {
            /** @constant */
            step: "totp";
            challenge: string;
        };
        StaffPasswordChangeRequestInput: {
            currentPassword: string;
            newPassword: string;
        };
        StaffProfile: {
            id: number;
            username: string;
            roles: components["schemas"]["StaffRole"][];
        };
        /** @enum {string} */
        StaffRole: "admin" | "operator" | "finance" | "support" | "content";
        StaffSession: {
            token: string;
            expiresAt: string;
            staff: components["schemas"]["StaffProfile"];
            passwordChangeRequired: boolean;
        };
        StaffTotpRequestInput: {
            challenge: string;
            code: string;
        };
        SystemStatus: {
            status: components["schemas"]["SystemStatusCode"];
            maintenance: {
                endTime: string | null;
                message: string;
            } | null;
            regionRestriction: {
                ip: string;
                message: string;
            } | null;
        };
        SystemStatusCode: 0 | 1 | 2;
        /** @enum {string} */
        TimeOutPeriod: "24h" | "7d" | "30d";
        /** @enum {string} */
        TimeOutPeriodInput: "24h" | "7d" | "30d";
        TimeOutRequestInput: {
            period: components["schemas"]["TimeOutPeriodInput"];
            password: components["schemas"]["PasswordInputSchemaInput"];
        };
        TotpCodeInputSchemaInput: string;
        TotpConfirmRequestInput: {
            code: components["schemas"]["TotpCodeInputSchemaInput"];
        };
        TotpDisableRequestInput: {
            password: components["schemas"]["PasswordInputSchemaInput"];
            code: components["schemas"]["TotpCodeInputSchemaInput"];
        };
        TotpEnrolResponse: {
            secret: string;
            otpauthUrl: string;
        };
        TotpStateResponse: {
            totpEnabled: boolean;
        };
        TransactionHistoryPage: {
            content: components["schemas"]["TransactionRecord"][];
            pageNum: number;
            pageSize: number;
            totalPages: number;
            total: number;
            from: string;
            to: string;
        };
        TransactionRecord: {
            id: string;
            type: string;
            wallet: components["schemas"]["RecordWallet"];
            vendorCode: string | null;
            amount: number;
            balanceAfter: number;
            reference: string;
            counterparty: string | null;
            createdAt: string;
        };
        TransferDownlineRequestInput: {
            amount: components["schemas"]["WalletAmountInput"];
            paymentPassword: string;
            idempotencyKey: components["schemas"]["WalletRequestKeyInput"];
            account: string;
        };
        TransferUplineInfo: {
            upline: string | null;
            minAmount: number;
            maxAmount: number;
            paymentPasswordSet: boolean;
            balance: number;
            currency: string;
            currencySymbol: string;
        };
        TransferUplineRequestInput: {
            amount: components["schemas"]["WalletAmountInput"];
            paymentPassword: string;
            idempotencyKey: components["schemas"]["WalletRequestKeyInput"];
        };
        TurnoverProgress: {
            required: number;
            done: number;
            remaining: number;
            multiple: number;
            depositAmount: number | null;
            depositAt: string | null;
        };
        UploadResult: {
            url: string;
            /** @enum {string} */
            contentType: "image/png" | "image/jpeg";
            size: number;
        };
        ValidationEntry: {
            acceptedPattern: string;
            minLength: number;
            maxLength: number;
            /** @enum {string} */
            patternId: "length" | "letterFirstAlnum" | "lettersAndChinese" | "email" | "alnumNoChinese" | "lettersPlusDigits" | "digits" | "alnumWithUpper" | "englishLettersSpaces" | "noSpaces" | "chineseAndSymbols" | "dateYmd" | "dateMdy" | "twoLettersWithSpaces" | "koreanOnly" | "thaiOnly" | "thaiOrEnglishSpaces" | "upperSpacesOneLetter" | "lettersDigitsSymbols" | "strong";
        };
        ValidationEntryInput: {
            acceptedPattern: string;
            minLength: number;
            maxLength: number;
            /** @enum {string} */
            patternId: "length" | "letterFirstAlnum" | "lettersAndChinese" | "email" | "alnumNoChinese" | "lettersPlusDigits" | "digits" | "alnumWithUpper" | "englishLettersSpaces" | "noSpaces" | "chineseAndSymbols" | "dateYmd" | "dateMdy" | "twoLettersWithSpaces" | "koreanOnly" | "thaiOnly" | "thaiOrEnglishSpaces" | "upperSpacesOneLetter" | "lettersDigitsSymbols" | "strong";
        };
        VendorCard: {
            vassalage: string;
            displayName: string;
            gameType: components["schemas"]["GameCategory"];
            logoUrl: string;
            maintenance: boolean;
            sortOrder: number;
        };
        VendorDisplayNames: {
            [key: string]: string;
        };
        VendorDisplayNamesInput: {
            [key: string]: string;
        };
        VendorLanes: {
            data: {
                lanes: {
                    title: components["schemas"]["GameCategory"];
                    gameClassify: string;
                    cards: {
                        vassalage: string;
                        displayName: string;
                        gameType: components["schemas"]["GameCategory"];
                        logoUrl: string;
                        maintenance: boolean;
                    }[];
                }[];
            };
        };
        VendorList: {
            list: components["schemas"]["VendorCard"][];
        };
        VendorWalletEntry: {
            vendorCode: string;
            displayName: string;
            gameType: string;
            balance: number;
            maintenance: boolean;
        };
        /** @enum {string} */
        VendorWalletMode: "seamless" | "transfer";
        /** @enum {string} */
        VendorWalletModeInput: "seamless" | "transfer";
        VerifyResult: {
            game: components["schemas"]["BgsGame"];
            serverSeed: string;
            serverSeedHash: string;
            clientSeed: string;
            nonce: number;
            params: components["schemas"]["BetParams"];
            outcome: components["schemas"]["BetOutcome"];
            bet: components["schemas"]["BetView"] | null;
            matches: boolean | null;
        };
        VipBonus: {
            id: number;
            kind: components["schemas"]["VipBonusKind"];
            level: number;
            periodKey: string;
            amount: number;
            status: components["schemas"]["VipBonusStatus"];
            createdAt: string;
        };
        /** @enum {string} */
        VipBonusKind: "upgrade" | "weekly" | "monthly";
        VipBonusList: {
            list: components["schemas"]["VipBonus"][];
        };
        /** @enum {string} */
        VipBonusStatus: "owed" | "paid" | "refused";
        VipHistoryEntry: {
            id: number;
            fromLevel: number;
            toLevel: number;
            reason: components["schemas"]["VipHistoryReason"];
            periodKey: string | null;
            staff: string | null;
            remark: string | null;
            createdAt: string;
        };
        /** @enum {string} */
        VipHistoryReason: "upgrade" | "downgrade" | "staff";
        VipInfo: {
            level: number;
            currency: string;
            windowDays: number;
            keepPeriod: components["schemas"]["VipKeepPeriod"];
            deposits: number;
            validBets: number;
            periodDeposits: number;
            periodValidBets: number;
            nextLevel: number | null;
            levels: components["schemas"]["VipLevelView"][];
        };
        /** @enum {string} */
        VipKeepPeriod: "weekly" | "monthly" | "none";
        /** @enum {string} */
        VipKeepPeriodInput: "weekly" | "monthly" | "none";
        VipLevelNumberInput: number;
        VipLevelView: {
            level: number;
            name: string;
            icon: string;
            benefits: string;
            depositThreshold: number;
            validBetThreshold: number;
            keepDeposit: number;
            keepValidBet: number;
            upgradeBonus: number;
            weeklyBonus: number;
            monthlyBonus: number;
            turnoverMultipleBp: number;
            pointRates: {
                [key: string]: number;
            };
        };
        WagerLimitsOverview: {
            wagerLimits: components["schemas"]["DepositLimitView"][];
            wagerRemaining: number | null;
            currency: string;
            currencySymbol: string;
        };
        /** @enum {string} */
        WageringStatus: "active" | "met" | "waived" | "forfeited";
        WalletAmountInput: number;
        WalletBalance: {
            balance: number;
            currency: string;
            currencySymbol: string;
        };
        WalletRequestKeyInput: string;
        WalletTransferRequestInput: {
            /** @constant */
            action: "toVendor";
            vendorCode: string;
            amount: components["schemas"]["WalletAmountInput"];
            idempotencyKey: components["schemas"]["WalletRequestKeyInput"];
        } | {
            /** @constant */
            action: "toMain";
            vendorCode: string;
            amount: components["schemas"]["WalletAmountInput"];
            idempotencyKey: components["schemas"]["WalletRequestKeyInput"];
        } | {
            /** @constant */
            action: "recallAll";
            idempotencyKey: components["schemas"]["WalletRequestKeyInput"];
        };
        WalletTransferResponse: {
            moved: number;
            replayed: boolean;
            wallet: components["schemas"]["MerchantWallet"];
        };
        WebhookAck: {
            orderNo: string;
            status: components["schemas"]["DepositStatus"];
            changed: boolean;
        };
        WheelPrizeInputSchemaInput: {
            kind: components["schemas"]["WheelPrizeKindInput"];
            value: number;
            weight: number;
            labels: {
                [key: string]: string;
            };
        };
        /** @enum {string} */
        WheelPrizeKind: "money" | "points" | "none";
        /** @enum {string} */
        WheelPrizeKindInput: "money" | "points" | "none";
        WheelPrizeView: {
            index: number;
            kind: components["schemas"]["WheelPrizeKind"];
            value: components["schemas"]["MinorTotal"];
            weight: number;
            chanceBp: number;
            labels: {
                [key: string]: string;
            };
        };
        WheelSpinHistory: {
            list: components["schemas"]["WheelSpinView"][];
            tables: components["schemas"]["WheelTableView"][];
        };
        WheelSpinRequestInput: {
            clientKey: components["schemas"]["LoyaltyClientKeyInput"];
        };
        WheelSpinResult: {
            id: string;
            tableVersion: number;
            roll: number;
            totalWeight: number;
            prizeIndex: number;
            kind: components["schemas"]["WheelPrizeKind"];
            value: components["schemas"]["MinorTotal"];
            labels: {
                [key: string]: string;
            };
            payout: components["schemas"]["LoyaltyPayoutStatus"];
            createdAt: string;
            ticketsLeft: number;
            replayed: boolean;
        };
        WheelSpinView: {
            id: string;
            tableVersion: number;
            roll: number;
            totalWeight: number;
            prizeIndex: number;
            kind: components["schemas"]["WheelPrizeKind"];
            value: components["schemas"]["MinorTotal"];
            labels: {
                [key: string]: string;
            };
            payout: components["schemas"]["LoyaltyPayoutStatus"];
            createdAt: string;
        };
        WheelState: {
            tickets: number;
            currency: string;
            table: components["schemas"]["WheelTableView"] | null;
        };
        WheelTableView: {
            version: number;
            totalWeight: number;
            prizes: components["schemas"]["WheelPrizeView"][];
            createdAt: string;
        };
        WhitelabelSettings: {
            CHNGPASSVERIF3: boolean;
            USERNAMEREG3: boolean;
            MOBILENUMREG3: boolean;
            MOBILENUMPASSREG3: boolean;
            REGMOBVERF3: boolean;
            AGENTPOLICY3: boolean;
            FREEPLAY: boolean;
            FORCEPASSEXPIRY: boolean;
            VERIFCODELOGIN: boolean;
        };
        WhitelabelSettingsInput: {
            CHNGPASSVERIF3: boolean;
            USERNAMEREG3: boolean;
            MOBILENUMREG3: boolean;
            MOBILENUMPASSREG3: boolean;
            REGMOBVERF3: boolean;
            AGENTPOLICY3: boolean;
            FREEPLAY: boolean;
            FORCEPASSEXPIRY: boolean;
            VERIFCODELOGIN: boolean;
        };
        WinnerRecord: {
            id: string;
            /** @enum {string} */
            board: "JACKPOT" | "BIGWIN";
            customerName: string;
            gameName: string;
            iconUrl: string;
            winAmount: number;
            wonAt: string;
        };
        WinnersListPage: {
            content: components["schemas"]["WinnerRecord"][];
            pageNum: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        WithdrawOptions: {
            available: number;
            balance: number;
            pendingWithdrawals: number;
            lockedByTurnover: number;
            turnoverRemaining: number;
            realName: string | null;
            currency: string;
            currencySymbol: string;
            minAmount: number;
            maxAmount: number;
            paymentPasswordSet: boolean;
            realNameSet: boolean;
            autoConfirmMinutes: number;
            maxBankAccounts: number;
        };
        WithdrawRequestInput: {
            amount: number;
            bankAccountId: number;
            paymentPassword: components["schemas"]["PaymentPasswordInputSchemaInput"];
            idempotencyKey: string;
        };
        Withdrawal: {
            id: number;
            orderNo: string;
            amount: number;
            currency: string;
            status: components["schemas"]["WithdrawalStatus"];
            bankName: string;
            accountNumberMasked: string;
            createdAt: string;
            reviewedAt: string | null;
            rejectReason: string | null;
            autoConfirmAt: string | null;
            receipt: components["schemas"]["WithdrawalReceipt"] | null;
            disputeStatus: ("open" | "resolved") | null;
            proofUrls: string[];
        };
        WithdrawalList: {
            list: components["schemas"]["Withdrawal"][];
            pageNo: number;
            pageSize: number;
            total: number;
            totalPages: number;
        };
        WithdrawalReceipt: {
            kind: components["schemas"]["ReceiptKind"];
            receivedAmount: number;
            remainder: number;
            at: string;
        };
        /** @enum {string} */
        WithdrawalStatus: "pending" | "paying" | "approved" | "rejected";
        /** @enum {string} */
        WithdrawalStatusInput: "pending" | "paying" | "approved" | "rejected";
    };
    responses: {
        /** @description An error: `code` names it (the table above gives its HTTP status), `message` is in the caller's language, `details` says more for some codes. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
