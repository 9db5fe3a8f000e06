// The whole schema, one file per area under tables/; drizzle-kit reads this file.
export * from './tables/core';
export * from './tables/staff-profile';
export * from './tables/notes';
export * from './tables/interviews';
export * from './tables/workflow';
export * from './tables/ai-exports-shifts';
export * from './tables/staff-lists';
export * from './tables/outer-candidates';
export * from './tables/referrals';
export * from './tables/job-ads';
export * from './tables/resumes';
