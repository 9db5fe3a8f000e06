// A map of Australia drawn locally in SVG with a pin at a place: the map dialog's map. No tile server
// or maps script is loaded (the console must work with no outside network); an equirectangular
// projection scaled by the cosine of the middle latitude is accurate enough to see where a place is.
import { BORDERS, BOUNDS, MAINLAND, TASMANIA, type LngLat } from './australia-outline';

const WIDTH = 520;
const SCALE_X = Math.cos((((BOUNDS.north + BOUNDS.south) / 2) * Math.PI) / 180);
const HEIGHT = Math.round((WIDTH * (BOUNDS.north - BOUNDS.south)) / ((BOUNDS.east - BOUNDS.west) * SCALE_X));

const x = (lng: number) => ((lng - BOUNDS.west) / (BOUNDS.east - BOUNDS.west)) * WIDTH;
const y = (lat: number) => ((BOUNDS.north - lat) / (BOUNDS.north - BOUNDS.south)) * HEIGHT;
const path = (points: readonly LngLat[], close: boolean) =>
  points.map(([lng, lat], i) => `${i ? 'L' : 'M'}${x(lng).toFixed(1)},${y(lat).toFixed(1)}`).join(' ') + (close ? ' Z' : '');

export interface MapPin {
  lat: number;
  lng: number;
  label: string;
}

export function AustraliaMap({ pin, testId = 'australia-map' }: { pin: MapPin | null; testId?: string }) {
  const px = pin ? x(pin.lng) : 0;
  const py = pin ? y(pin.lat) : 0;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={pin?.label ?? 'Australia'} className="h-auto w-full rounded-md bg-[#e6f4ff]" data-testid={testId}>
      <path d={path(MAINLAND, true)} fill="#f6ffed" stroke="#8c8c8c" strokeWidth="1.2" strokeLinejoin="round" />
      <path d={path(TASMANIA, true)} fill="#f6ffed" stroke="#8c8c8c" strokeWidth="1.2" strokeLinejoin="round" />
      {BORDERS.map((line, i) => (
        <path key={i} d={path(line, false)} fill="none" stroke="#bfbfbf" strokeWidth="0.8" strokeDasharray="4 3" />
      ))}
      {pin && (
        <g data-testid={`${testId}-pin`} data-lat={pin.lat} data-lng={pin.lng}>
          <circle cx={px} cy={py} r="14" fill="#1890ff" opacity="0.18" />
          <path d={`M${px},${py} l-7,-16 a8,8 0 1,1 14,0 z`} fill="#1890ff" stroke="#fff" strokeWidth="1.2" />
          <circle cx={px} cy={py - 17} r="3" fill="#fff" />
          <text x={Math.min(Math.max(px, 60), WIDTH - 60)} y={py + 18} textAnchor="middle" fontSize="12" fill="#262626" stroke="#fff" strokeWidth="3" paintOrder="stroke">
            {pin.label}
          </text>
        </g>
      )}
    </svg>
  );
}
