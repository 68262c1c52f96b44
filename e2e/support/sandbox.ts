/**
 * The social sandbox's API key for the e2e server (playwright.config.ts
 * passes it as SOCIAL_API_KEY): fixed, so that a test can call the sandbox's
 * /control helpers (docs/social.md) the way a person would act on VK's pages.
 */
export const E2E_SOCIAL_API_KEY = 'e2e-sandbox-social-api-key';
