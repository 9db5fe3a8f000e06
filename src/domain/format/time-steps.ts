// Spec §9: time pickers offer 15-minute steps across 24 hours, '00:00' to '23:45'.
const STEP_MINUTES = 15;

export function quarterHourSteps(): string[] {
  return Array.from({ length: (24 * 60) / STEP_MINUTES }, (_, i) => {
    const minutes = i * STEP_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
}
