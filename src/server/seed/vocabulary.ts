// The words the demo world is made of: names of the backgrounds common in Australian aged and
// disability care, positions with award-like pay, tags and organisation names. Data, not code.
import type { Weighted } from './random';

const words = (text: string): readonly string[] => Object.freeze(text.trim().split(/\s+/));
/** Comma-separated, for entries that contain spaces. */
const phrases = (text: string): readonly string[] =>
  Object.freeze(text.split(',').map((item) => item.trim().replace(/\s+/g, ' ')).filter(Boolean));

export interface NameGroup {
  readonly female: readonly string[];
  readonly male: readonly string[];
  readonly surnames: readonly string[];
}

/** First names and surnames kept together per background, so most people get a plausible pair. */
export const nameGroups: Weighted<NameGroup> = [
  [{
    female: words(`Sarah Emma Jessica Olivia Chloe Rebecca Hannah Megan Kate Lauren Michelle Karen Tracey Leanne
      Sharon Jodie Kylie Amy Grace Ruby Charlotte Sophie Bronwyn Jacqueline Donna Kerry Natalie Belinda`),
    male: words('James Jack Thomas Daniel Matthew Liam Ben Ryan Nathan Luke Michael David Craig Shane Brett Scott Andrew Mark Josh Harry'),
    surnames: words(`Smith Jones Williams Brown Wilson Taylor Johnson White Martin Anderson Thompson Walker Harris
      Ryan Kelly O'Brien Murphy Campbell Mitchell Stewart Robinson Clarke Wright Hughes Edwards McDonald Walsh
      Sullivan Fitzgerald Doyle Baker Hill Cooper Morris Ward Bennett O'Connor McKenzie`),
  }, 34],
  [{
    female: words(`Priya Anjali Deepa Kavya Pooja Neha Shreya Sunita Aisha Harpreet Manpreet Gurpreet Simran Sita
      Anusha Nisha Divya Sapna Roshni Bina Ayesha Tharushi Nimali Sabina`),
    male: words('Rahul Arjun Vikram Sanjay Amit Rohan Karan Harjit Gurdeep Manish Suresh Ravi Imran Bilal Nabin Bikash Sandeep Dinesh Kasun Tharindu'),
    surnames: words(`Patel Sharma Singh Kaur Gupta Kumar Reddy Nair Iyer Shrestha Gurung Thapa Adhikari Perera
      Fernando Jayasinghe Khan Ahmed Hossain Rahman Chowdhury Joshi Mehta Desai Pillai Menon Bhattarai
      Dissanayake Malik D'Souza`),
  }, 20],
  [{
    female: words('Mei Ling Xin Yan Hui Jing Linh Mai Thao Huong Lan Ngoc Jiyeon Minji Soojin Yuki Siti Dewi Putri Fang Hoa Trang Anh'),
    male: words('Wei Jun Hao Ming Tuan Minh Hung Duc Quang Minjun Jiho Hiroshi Budi Agus Somchai Jian Lei Bao Khoa Long'),
    surnames: words(`Nguyen Tran Le Pham Huynh Vo Chen Wang Li Zhang Liu Yang Huang Zhao Wu Lin Kim Lee Park Choi
      Tanaka Sato Wong Chan Lam Ho Santoso Wijaya Liang Truong`),
  }, 14],
  [{
    female: words('Maria Kristine Joy Angelica Rowena Marites Jasmine Lorna Cherry Rosalie Jennifer Analyn Maricel Divina Cristina'),
    male: words('Jose Mark Carlo Rommel Jerome Ariel Reynaldo Joel Paolo Rodel Jericho'),
    surnames: words(`Santos Reyes Cruz Bautista Garcia Mendoza Villanueva Ramos Aquino Castillo Fernandez Gonzales
      Torres Flores Navarro Domingo Pascual Manalo Soriano Salvador Dizon`),
  }, 8],
  [{
    female: words(`Chiamaka Ngozi Adaeze Amara Folake Wanjiru Akinyi Tendai Rudo Nyasha Abena Akosua Achol
      Nyandeng Hiwot Selam Blessing Precious Esther Mercy Faith`),
    male: words('Chinedu Emeka Oluwaseun Tunde Kwame Kofi Tapiwa Farai Juma Otieno Deng Mabior Dawit Samuel Emmanuel Joseph'),
    surnames: words(`Okafor Okonkwo Adeyemi Balogun Eze Mensah Owusu Asante Mwangi Kamau Wanjiku Moyo Ncube Dube
      Chikwanha Garang Tesfaye Bekele Abebe Nwosu Ogunleye Boateng Mutasa Achieng`),
  }, 8],
  [{
    female: words('Giulia Francesca Sofia Eleni Georgia Katerina Anna Agnieszka Katarzyna Magdalena Ivana Marija Petra Ingrid Lena Chiara Despina'),
    male: words('Marco Luca Giuseppe Antonio Nikos Dimitri Georgios Piotr Tomasz Pawel Luka Ivan Stefan Jan Hans Matteo Kostas'),
    surnames: words(`Rossi Russo Romano Esposito Bianchi Ferrari Papadopoulos Georgiou Nikolaidis Kowalski Nowak
      Wisniewski Lewandowski Kowalczyk Horvat Kovacevic Babic Novak Jansen Schmidt Fischer Costa Marino Conti Vlahos`),
  }, 8],
  [{
    female: words('Layla Mariam Zainab Nour Rania Yasmin Leila Zahra Hoda Samira Ayse Elif Shirin Maryam'),
    male: words('Mohammed Ali Omar Ahmad Hassan Hussein Karim Tariq Mustafa Reza Ibrahim Khalid Mehmet Emre Farid Sami'),
    surnames: words(`Haddad Khoury Nasser Saleh Hamdan Karimi Hosseini Rahimi Ahmadi Yilmaz Demir Kaya Saab Issa
      Mansour Abdullah Haidari Sultani`),
  }, 4],
  [{
    female: words('Aroha Mere Losa Sina Mele Salote Vika Litia Ana'),
    male: words('Tane Wiremu Sione Tevita Sefo Viliami Ratu Manu Rawiri'),
    surnames: words('Tuilagi Faleolo Fifita Tupou Taufa Ngata Parata Henare Tipene Naidu Ravu Latu Fonua Leota'),
  }, 2],
  [{
    female: words('Camila Valentina Isabella Gabriela Mariana Daniela Juliana Carolina Fernanda Luciana'),
    male: words('Juan Carlos Diego Mateo Santiago Felipe Andres Rafael Lucas Gustavo'),
    surnames: words('Silva Oliveira Rodriguez Gonzalez Martinez Lopez Hernandez Gomez Diaz Pereira Alves Rojas Morales Vargas'),
  }, 2],
];

export interface Position {
  readonly title: string;
  /** Ordinary hourly rate range in AUD before any casual loading, loosely after the aged-care awards. */
  readonly hourly: readonly [min: number, max: number];
  /** Salaried roles are sometimes advertised per year when full time. */
  readonly salaried: boolean;
}

const position = (title: string, min: number, max: number, salaried = false): Position => ({ title, hourly: [min, max], salaried });

export const positions: Weighted<Position> = [
  [position('Personal Care Worker', 30.5, 35.5), 30],
  [position('Assistant in Nursing', 30, 35), 12],
  [position('Disability Support Worker', 31, 37), 12],
  [position('Registered Nurse', 44, 58, true), 10],
  [position('Enrolled Nurse', 36, 42), 7],
  [position('Home Care Worker', 31, 36), 6],
  [position('Cleaner', 26.5, 30), 4],
  [position('Cook', 29, 34), 3],
  [position('Kitchen Hand', 26, 29), 3],
  [position('Lifestyle Coordinator', 31, 37, true), 3],
  [position('Laundry Assistant', 26, 29), 2],
  [position('Recreational Activities Officer', 30, 34), 2],
  [position('Clinical Care Coordinator', 50, 62, true), 2],
  [position('Physiotherapy Assistant', 30, 35), 1],
];

/** Staff tags as recruiters write them: availability, licences and skills. */
export const staffTags = phrases(`
  night shifts, driver, NDIS, first aid, dementia care, bilingual, medication competent,
  palliative care, weekend availability, manual handling, own car, flu vaccinated, police check,
  home care
`);

/** Brand + kind pairs make up to 300 distinct provider names (enough for the large scale). */
export const providerBrands = phrases(`
  Bluegum, Harbourside, Wattle Grove, Banksia, Jacaranda, Ironbark, Southern Cross, Riverina,
  Coastal Haven, Kookaburra, Sunhaven, Waratah, Boronia, Saltbush, Bottlebrush, Brolga, Coolabah,
  Tallowood, Paperbark, Golden Plains, Red Gum, Seabreeze, Hillcrest, Lakeside, Emerald Hills,
  Greenvale, Kurrajong, Mallee, Acacia, Lilly Pilly
`);

export const providerKinds = phrases(`
  Aged Care, Community Care, Care Group, Health Services, Living, Lifestyle Communities,
  Disability Services, Home Care, Care Alliance, Senior Living
`);

/** What a provider's introduction says it does; kinds not listed run residential homes. */
export const servicesByKind: Readonly<Record<string, string>> = {
  'Home Care': 'in-home support under Home Care Packages',
  'Community Care': 'community nursing and personal care at home',
  'Disability Services': 'NDIS disability support and supported independent living',
  'Senior Living': 'retirement living with on-site care',
  'Lifestyle Communities': 'retirement living with on-site care',
};
export const residentialServices = [
  'residential aged care and respite',
  'residential aged care, dementia care and palliative care',
  'residential aged care with specialist memory support',
];

export const facilityKinds = phrases(`
  Lodge, Gardens, Manor, House, Village, Court, Place, Grove, Residential Care, Care Centre
`);

export const streets = phrases(`
  High Street, Church Street, George Street, Victoria Road, Station Street, Main Road, Park Avenue,
  King Street, Queen Street, Albert Street, William Street, Railway Parade, Bridge Road, Smith Street,
  Elizabeth Street, Macquarie Street, Beach Road, Hill Street, Wattle Avenue, Anzac Parade,
  Gordon Street, Marine Parade, Collins Street, Bayview Terrace, Hospital Road, Heritage Drive,
  Banksia Crescent
`);

/** Reserved example domains only, so no seeded address can reach a real mailbox. */
export const emailDomains = ['example.com', 'example.net', 'example.org'] as const;
