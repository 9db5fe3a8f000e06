import { fillPath } from '../../routes/match-path';
import { paths } from '../../routes/paths';

/** The applicant's own page: /staff/applicants/detail/:id. */
export const applicantDetailPath = (id: number) => fillPath(paths.applicantDetail, { id: String(id) });
