// Spec §3 "Job ad status". 4/44 and 5/55 are distinct codes sharing a label (the spec does not say
// what separates them), so both are kept and display the same text.
import { defineEnum, type EnumCode } from './define-enum';

export const jobAdStatus = defineEnum('jobAdStatus', [
  [1, 'Draft'],
  [2, 'Published'],
  [3, 'Unpublished'],
  [4, 'Awaiting approval'],
  [44, 'Awaiting approval'],
  [5, 'Rejected'],
  [55, 'Rejected'],
  [10, 'Transferred in'],
  [100, 'Archived'],
]);

export type JobAdStatusCode = EnumCode<typeof jobAdStatus>;
