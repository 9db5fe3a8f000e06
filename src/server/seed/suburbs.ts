// Real Australian suburbs and towns with their state, postcode and approximate centre, so seeded
// addresses, map pins and postcode searches line up with the places people know.
import type { AustralianStateCode } from '../../domain/enums/location';
import type { Weighted } from './random';

export interface Suburb {
  readonly name: string;
  readonly state: AustralianStateCode;
  readonly postcode: string;
  readonly lat: number;
  readonly lng: number;
}

type Row = readonly [name: string, state: AustralianStateCode, postcode: string, lat: number, lng: number];

const rows: readonly Row[] = [
  ['Parramatta', 'NSW', '2150', -33.815, 151.003],
  ['Blacktown', 'NSW', '2148', -33.771, 150.906],
  ['Liverpool', 'NSW', '2170', -33.92, 150.924],
  ['Penrith', 'NSW', '2750', -33.751, 150.694],
  ['Campbelltown', 'NSW', '2560', -34.065, 150.814],
  ['Bankstown', 'NSW', '2200', -33.918, 151.035],
  ['Hornsby', 'NSW', '2077', -33.703, 151.099],
  ['Chatswood', 'NSW', '2067', -33.797, 151.183],
  ['Randwick', 'NSW', '2031', -33.914, 151.241],
  ['Newcastle', 'NSW', '2300', -32.928, 151.781],
  ['Wollongong', 'NSW', '2500', -34.424, 150.893],
  ['Gosford', 'NSW', '2250', -33.425, 151.342],
  ['Wagga Wagga', 'NSW', '2650', -35.118, 147.369],
  ['Dubbo', 'NSW', '2830', -32.243, 148.605],
  ['Tamworth', 'NSW', '2340', -31.093, 150.932],
  ['Port Macquarie', 'NSW', '2444', -31.43, 152.908],
  ['Coffs Harbour', 'NSW', '2450', -30.296, 153.114],
  ['Orange', 'NSW', '2800', -33.284, 149.1],
  ['Albury', 'NSW', '2640', -36.081, 146.916],
  ['Lismore', 'NSW', '2480', -28.813, 153.277],
  ['Footscray', 'VIC', '3011', -37.8, 144.9],
  ['Dandenong', 'VIC', '3175', -37.987, 145.215],
  ['Box Hill', 'VIC', '3128', -37.819, 145.122],
  ['Frankston', 'VIC', '3199', -38.144, 145.126],
  ['Sunshine', 'VIC', '3020', -37.788, 144.833],
  ['Preston', 'VIC', '3072', -37.742, 145.003],
  ['Werribee', 'VIC', '3030', -37.9, 144.66],
  ['Ringwood', 'VIC', '3134', -37.815, 145.229],
  ['Brunswick', 'VIC', '3056', -37.767, 144.96],
  ['Geelong', 'VIC', '3220', -38.149, 144.361],
  ['Ballarat', 'VIC', '3350', -37.562, 143.85],
  ['Bendigo', 'VIC', '3550', -36.758, 144.28],
  ['Shepparton', 'VIC', '3630', -36.38, 145.399],
  ['Traralgon', 'VIC', '3844', -38.195, 146.541],
  ['Warrnambool', 'VIC', '3280', -38.383, 142.482],
  ['Toowoomba', 'QLD', '4350', -27.561, 151.954],
  ['Chermside', 'QLD', '4032', -27.385, 153.031],
  ['Ipswich', 'QLD', '4305', -27.616, 152.761],
  ['Logan Central', 'QLD', '4114', -27.639, 153.109],
  ['Southport', 'QLD', '4215', -27.967, 153.4],
  ['Caboolture', 'QLD', '4510', -27.085, 152.951],
  ['Maroochydore', 'QLD', '4558', -26.66, 153.099],
  ['Townsville', 'QLD', '4810', -19.259, 146.817],
  ['Cairns', 'QLD', '4870', -16.919, 145.771],
  ['Rockhampton', 'QLD', '4700', -23.378, 150.512],
  ['Mackay', 'QLD', '4740', -21.141, 149.186],
  ['Bundaberg', 'QLD', '4670', -24.866, 152.349],
  ['Hervey Bay', 'QLD', '4655', -25.29, 152.83],
  ['Fremantle', 'WA', '6160', -32.056, 115.745],
  ['Joondalup', 'WA', '6027', -31.745, 115.766],
  ['Rockingham', 'WA', '6168', -32.277, 115.73],
  ['Midland', 'WA', '6056', -31.889, 116.01],
  ['Armadale', 'WA', '6112', -32.153, 116.015],
  ['Mandurah', 'WA', '6210', -32.53, 115.723],
  ['Bunbury', 'WA', '6230', -33.327, 115.641],
  ['Geraldton', 'WA', '6530', -28.774, 114.615],
  ['Kalgoorlie', 'WA', '6430', -30.749, 121.466],
  ['Albany', 'WA', '6330', -35.023, 117.884],
  ['Glenelg', 'SA', '5045', -34.98, 138.515],
  ['Elizabeth', 'SA', '5112', -34.72, 138.67],
  ['Modbury', 'SA', '5092', -34.833, 138.683],
  ['Marion', 'SA', '5043', -35.016, 138.556],
  ['Port Adelaide', 'SA', '5015', -34.847, 138.505],
  ['Mount Barker', 'SA', '5251', -35.067, 138.858],
  ['Mount Gambier', 'SA', '5290', -37.829, 140.783],
  ['Whyalla', 'SA', '5600', -33.033, 137.565],
  ['Launceston', 'TAS', '7250', -41.434, 147.137],
  ['Hobart', 'TAS', '7000', -42.882, 147.327],
  ['Glenorchy', 'TAS', '7010', -42.832, 147.276],
  ['Devonport', 'TAS', '7310', -41.18, 146.351],
  ['Burnie', 'TAS', '7320', -41.052, 145.906],
  ['Belconnen', 'ACT', '2617', -35.238, 149.066],
  ['Gungahlin', 'ACT', '2912', -35.186, 149.133],
  ['Braddon', 'ACT', '2612', -35.271, 149.135],
  ['Phillip', 'ACT', '2606', -35.35, 149.09],
  ['Greenway', 'ACT', '2900', -35.418, 149.067],
  ['Palmerston', 'NT', '0830', -12.486, 130.983],
  ['Darwin', 'NT', '0800', -12.463, 130.842],
  ['Casuarina', 'NT', '0810', -12.374, 130.882],
  ['Alice Springs', 'NT', '0870', -23.698, 133.881],
  ['Katherine', 'NT', '0850', -14.465, 132.264],
];

export const suburbs: readonly Suburb[] = Object.freeze(
  rows.map(([name, state, postcode, lat, lng]) => Object.freeze({ name, state, postcode, lat, lng })),
);

/** Roughly each state's share of the population, so Sydney and Melbourne get the most rows. */
export const stateWeights: Weighted<AustralianStateCode> = [
  ['NSW', 31], ['VIC', 26], ['QLD', 20], ['WA', 11], ['SA', 7], ['TAS', 2], ['ACT', 2], ['NT', 1],
];

/** Indexes into `suburbs` per state, for "somewhere in this state" draws. */
export const suburbsByState: ReadonlyMap<AustralianStateCode, readonly number[]> = (() => {
  const byState = new Map<AustralianStateCode, number[]>();
  suburbs.forEach((suburb, index) => {
    const list = byState.get(suburb.state) ?? [];
    list.push(index);
    byState.set(suburb.state, list);
  });
  return byState;
})();

/** Landline area code by state (02 NSW/ACT, 03 VIC/TAS, 07 QLD, 08 SA/WA/NT). */
export const areaCodes: Readonly<Record<string, string>> = {
  NSW: '02', ACT: '02', VIC: '03', TAS: '03', QLD: '07', SA: '08', WA: '08', NT: '08',
};
