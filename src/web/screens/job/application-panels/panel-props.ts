/** What every panel of one application's view gets (composed by the /job/applications screen). */
export interface ApplicationPanelProps {
  applicationId: number;
  /** The applicant the application belongs to. */
  staffId: number;
}
