/** The administrator every test database is made with. */
export const TEST_ADMIN_EMAIL = 'admin@example.com';
export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';

/** Where the runner leaves the migrated, seeded PGlite template for the suites to clone. */
export const TEMPLATE_ENV = 'CC_TEST_TEMPLATE';
/** Which database the API suites run on: 'pglite' (default) or 'postgres' (needs DATABASE_URL). */
export const TEST_DB_ENV = 'CC_TEST_DB';
export const PG_TEMPLATE_DB = 'cc_test_template';
