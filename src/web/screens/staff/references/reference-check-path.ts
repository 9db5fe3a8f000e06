/** A reference check's page, under the applicant's or the enabled worker's pages (spec §2 has both). */
export const referenceCheckPath = (refereeId: number, enabledStaff = false) =>
  `/staff/${enabledStaff ? 'enabled-staff' : 'applicants'}/reference-check-detail/${refereeId}`;
