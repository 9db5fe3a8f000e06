// A bar chart whose bars open something: the pointer shows it, and a click hands over the bar's index.
import type { ActiveElement, ChartEvent } from 'chart.js';
import type { RefObject } from 'react';

export function clickableBars(open: RefObject<(index: number) => void>) {
  return {
    onHover: (event: ChartEvent, elements: ActiveElement[]) => {
      const target = event.native?.target as HTMLElement | undefined;
      if (target) target.style.cursor = elements.length ? 'pointer' : 'default';
    },
    onClick: (_event: ChartEvent, elements: ActiveElement[]) => {
      if (elements[0]) open.current(elements[0].index);
    },
  };
}
