import { ABIDJAN_JOBS } from './demo-jobs-data-abidjan.js';
import { ACCRA_WEB_JOBS } from './demo-jobs-data-accra.js';
import { DAKAR_JOBS } from './demo-jobs-data-dakar.js';
import { ACCRA_JOBS } from './demo-jobs-data-ghana.js';
import { JOHANNESBURG_JOBS } from './demo-jobs-data-johannesburg.js';
import { KIGALI_JOBS } from './demo-jobs-data-kigali.js';
import { KUMASI_JOBS } from './demo-jobs-data-kumasi.js';
import { LAGOS_JOBS } from './demo-jobs-data-lagos.js';
import { NAIROBI_JOBS } from './demo-jobs-data-nairobi.js';
import { REMOTE_JOBS } from './demo-jobs-data-remote.js';
import type { DemoCompany, DemoJob } from './demo-jobs-data-types.js';

export type { DemoCompany, DemoJob } from './demo-jobs-data-types.js';

/**
 * The demo marketplace's employers (issue 22, item 9): fictional, with websites under the
 * reserved .example domain so no demo link leads to a real business. Each is managed by the
 * one poster who lists its jobs (demo-jobs-data.test.ts checks it: a company refuses a
 * posting from anyone else).
 */
export const DEMO_COMPANIES: DemoCompany[] = [
  { name: 'Kente Pay', location: 'Accra, Ghana', website: 'https://kentepay.example' },
  { name: 'Adinkra Health', location: 'Accra, Ghana', website: 'https://adinkrahealth.example' },
  { name: 'Sika Trust Bank', location: 'Accra, Ghana', website: 'https://sikatrustbank.example' },
  { name: 'Nkabom Media', location: 'Accra, Ghana', website: 'https://nkabommedia.example' },
  { name: 'Volta Agritech', location: 'Accra, Ghana', website: 'https://voltaagritech.example' },
  { name: 'Harmattan Labs', location: 'Accra, Ghana', website: 'https://harmattanlabs.example' },
  { name: 'Boafo Logistics', location: 'Kumasi, Ghana', website: 'https://boafologistics.example' },
  { name: 'Nsoromma University College', location: 'Kumasi, Ghana', website: 'https://nsoromma.example' },
  { name: 'Eko Ledger', location: 'Lagos, Nigeria', website: 'https://ekoledger.example' },
  { name: 'Oja Cart', location: 'Lagos, Nigeria', website: 'https://ojacart.example' },
  { name: 'Savanna Telecom', location: 'Lagos, Nigeria', website: 'https://savannatelecom.example' },
  { name: 'Lagoon Media Lab', location: 'Lagos, Nigeria', website: 'https://lagoonmedialab.example' },
  { name: 'Shamba Data', location: 'Nairobi, Kenya', website: 'https://shambadata.example' },
  { name: 'Jirani Health', location: 'Nairobi, Kenya', website: 'https://jiranihealth.example' },
  { name: 'Mwangaza Learning Foundation', location: 'Nairobi, Kenya', website: 'https://mwangaza.example' },
  { name: 'Inzira Mobility', location: 'Kigali, Rwanda', website: 'https://inzira.example' },
  { name: 'Ubumenyi Academy', location: 'Kigali, Rwanda', website: 'https://ubumenyi.example' },
  { name: 'Highveld Life', location: 'Johannesburg, South Africa', website: 'https://highveldlife.example' },
  { name: 'Jacaranda Analytics', location: 'Johannesburg, South Africa', website: 'https://jacaranda-analytics.example' },
  { name: 'Teranga Pay', location: 'Dakar, Sénégal', website: 'https://terangapay.example' },
  { name: 'Jàmm Santé', location: 'Dakar, Sénégal', website: 'https://jammsante.example' },
  { name: 'Lagune Digital', location: "Abidjan, Côte d'Ivoire", website: 'https://lagunedigital.example' },
  { name: 'Cacao Connect', location: "Abidjan, Côte d'Ivoire", website: 'https://cacaoconnect.example' },
];

/**
 * Demo members who post: in-house HR leads, recruiters who post for several clients, a founder.
 * Addresses follow demo-members.ts (first.last@demo.skilllink.africa) and differ from its members'.
 * The key 'ama' is not here: the seed maps it to the demo account (demo-members.ts DEMO_ACCOUNT).
 */
export const DEMO_POSTERS: Record<string, { firstName: string; lastName: string; email: string; title: string; location: string }> = {
  naa: {
    firstName: 'Naa Adjeley',
    lastName: 'Tetteh',
    email: 'naa.tetteh@demo.skilllink.africa',
    title: 'Talent Acquisition Lead at Kente Pay',
    location: 'Accra, Ghana',
  },
  edem: {
    firstName: 'Edem',
    lastName: 'Kpodo',
    email: 'edem.kpodo@demo.skilllink.africa',
    title: 'Recruitment Consultant, Accra',
    location: 'Accra, Ghana',
  },
  kojo: {
    firstName: 'Kojo',
    lastName: 'Boakye',
    email: 'kojo.boakye@demo.skilllink.africa',
    title: 'Founder and CEO at Boafo Logistics',
    location: 'Kumasi, Ghana',
  },
  adwoa: {
    firstName: 'Adwoa',
    lastName: 'Sarpong',
    email: 'adwoa.sarpong@demo.skilllink.africa',
    title: 'Human Resource Manager at Nsoromma University College',
    location: 'Kumasi, Ghana',
  },
  ifeoma: {
    firstName: 'Ifeoma',
    lastName: 'Nwachukwu',
    email: 'ifeoma.nwachukwu@demo.skilllink.africa',
    title: 'Talent Partner, Lagos',
    location: 'Lagos, Nigeria',
  },
  segun: {
    firstName: 'Olusegun',
    lastName: 'Balogun',
    email: 'olusegun.balogun@demo.skilllink.africa',
    title: 'HR Director at Savanna Telecom',
    location: 'Lagos, Nigeria',
  },
  achieng: {
    firstName: 'Achieng',
    lastName: 'Otieno',
    email: 'achieng.otieno@demo.skilllink.africa',
    title: 'Head of Talent, East Africa',
    location: 'Nairobi, Kenya',
  },
  claudine: {
    firstName: 'Claudine',
    lastName: 'Uwimana',
    email: 'claudine.uwimana@demo.skilllink.africa',
    title: 'HR and Talent Consultant, Kigali',
    location: 'Kigali, Rwanda',
  },
  lerato: {
    firstName: 'Lerato',
    lastName: 'Mokoena',
    email: 'lerato.mokoena@demo.skilllink.africa',
    title: 'Talent Acquisition Manager, Johannesburg',
    location: 'Johannesburg, South Africa',
  },
  mariama: {
    firstName: 'Mariama',
    lastName: 'Sow',
    email: 'mariama.sow@demo.skilllink.africa',
    title: 'Consultante en recrutement, Afrique de l’Ouest',
    location: 'Dakar, Sénégal',
  },
};

/**
 * About 60 jobs over Accra, Kumasi, Lagos, Nairobi, Kigali, Johannesburg, Dakar and Abidjan,
 * some remote, the Dakar and Abidjan ones (and two in Kigali) in French. Order matters to the
 * seed: Ama applies to the first six open jobs others posted (demo-jobs-data-accra.ts).
 */
export const DEMO_JOBS: DemoJob[] = [
  ...ACCRA_WEB_JOBS,
  ...ACCRA_JOBS,
  ...KUMASI_JOBS,
  ...LAGOS_JOBS,
  ...NAIROBI_JOBS,
  ...KIGALI_JOBS,
  ...JOHANNESBURG_JOBS,
  ...DAKAR_JOBS,
  ...ABIDJAN_JOBS,
  ...REMOTE_JOBS,
];
