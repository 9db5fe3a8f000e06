import type { FilterText } from '../../generic/screen-spec';

/** Labels of the staff lists' filters (both lists take the same ones; only applicants have a status). */
export const staffFilterText: Readonly<Record<string, FilterText>> = {
  status: { label: 'staffLists.filter.status', all: 'staffLists.filter.allStatuses' },
  level_id: { label: 'staffLists.filter.level', all: 'staffLists.filter.allLevels' },
  position: { label: 'staffLists.filter.position' },
  state: { label: 'staffLists.filter.state', all: 'staffLists.filter.allStates' },
  experience: { label: 'staffLists.filter.experience', all: 'staffLists.filter.anyExperience' },
  tag: { label: 'staffLists.filter.tag' },
  created_from: { label: 'staffLists.filter.joinedFrom' },
  created_to: { label: 'staffLists.filter.joinedTo' },
};
