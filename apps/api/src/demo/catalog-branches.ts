import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { branches } from '../db/schema/index.ts';

type BranchRow = typeof branches.$inferInsert;

/**
 * What branches.csv does not say about a branch. The street addresses, phones and people are
 * invented but plausible for the locality (the real addresses were not known, see the data
 * README); the PIN code of each address is the CSV's.
 */
type BranchExtra = {
  code: string;
  address: string;
  phone: string;
  email: string;
  contactPerson: string;
  rmName: string;
  rmPhone: string;
};

/** Keyed by the CSV's `name` column; the order here is the branch picker's order. */
const EXTRA: Record<string, BranchExtra> = {
  Kandivali: {
    code: 'KDV',
    address: 'Shop 3-4, Shanti Arcade, S.V. Road, near Kandivali Station, Kandivali West, Mumbai',
    phone: '+91 22 2805 4127',
    email: 'kandivali@vastra.in',
    contactPerson: 'Rakesh Mehta',
    rmName: 'Priya Shah',
    rmPhone: '+91 98201 34567',
  },
  Ghatkopar: {
    code: 'GKP',
    address: 'Shop 7, Shreeji Heights, L.B.S. Marg, Ghatkopar West, Mumbai',
    phone: '+91 22 2511 8832',
    email: 'ghatkopar@vastra.in',
    contactPerson: 'Nilesh Gala',
    rmName: 'Komal Doshi',
    rmPhone: '+91 98332 10458',
  },
  Ahmedabad: {
    code: 'AMD',
    address: 'Ground Floor, Ratanpole Corner, Gandhi Road, Ratanpole, Ahmedabad',
    phone: '+91 79 2535 1846',
    email: 'ahmedabad@vastra.in',
    contactPerson: 'Hardik Patel',
    rmName: 'Dhara Trivedi',
    rmPhone: '+91 98250 61472',
  },
  Mulund: {
    code: 'MUL',
    address: 'Shop 2, Gokul Apartments, R.R.T. Road, Mulund West, Mumbai',
    phone: '+91 22 2560 7714',
    email: 'mulund@vastra.in',
    contactPerson: 'Sachin Naik',
    rmName: 'Pooja Iyer',
    rmPhone: '+91 98673 22915',
  },
  'Pune Camp': {
    code: 'PNC',
    address: 'Shop 9, Sarbatwala Chowk, M.G. Road, Camp, Pune',
    phone: '+91 20 2613 5520',
    email: 'punecamp@vastra.in',
    contactPerson: 'Farhan Shaikh',
    rmName: 'Sneha Kulkarni',
    rmPhone: '+91 98220 48613',
  },
  'Laxmi Road': {
    code: 'PLR',
    address: 'Shop 3, Deshmukh Wada, Laxmi Road, Narayan Peth, Pune',
    phone: '+91 20 2445 9063',
    email: 'laxmiroad@vastra.in',
    contactPerson: 'Mandar Joshi',
    rmName: 'Aditi Deshpande',
    rmPhone: '+91 98901 37724',
  },
  Goregaon: {
    code: 'GRG',
    address: 'Shop 11, Vaibhav Chambers, S.V. Road, Goregaon West, Mumbai',
    phone: '+91 22 2872 3390',
    email: 'goregaon@vastra.in',
    contactPerson: 'Amit Sawant',
    rmName: 'Ritu Malhotra',
    rmPhone: '+91 98195 70236',
  },
  Vasai: {
    code: 'VSI',
    address: 'Shop 4-5, Navkar Plaza, Ambadi Road, Vasai West',
    phone: '+91 250 233 6129',
    email: 'vasai@vastra.in',
    contactPerson: 'Joseph D’Souza',
    rmName: 'Neha Patil',
    rmPhone: '+91 98903 55184',
  },
  Vashi: {
    code: 'VSH',
    address: 'Shop 16, Devarshi Plaza, Sector 17, Vashi, Navi Mumbai',
    phone: '+91 22 2789 4418',
    email: 'vashi@vastra.in',
    contactPerson: 'Vikram Nair',
    rmName: 'Shruti Menon',
    rmPhone: '+91 98692 81307',
  },
  Dombivli: {
    code: 'DMB',
    address: 'Shop 6, Ganesh Smruti, Phadke Road, Dombivli East',
    phone: '+91 251 244 3871',
    email: 'dombivli@vastra.in',
    contactPerson: 'Prasad Bhave',
    rmName: 'Manasi Gokhale',
    rmPhone: '+91 98209 64051',
  },
  Panvel: {
    code: 'PNV',
    address: 'Shop 3, Ashirwad Complex, Tapal Naka, Panvel',
    phone: '+91 22 2745 2296',
    email: 'panvel@vastra.in',
    contactPerson: 'Sunil Mhatre',
    rmName: 'Kavita Thakur',
    rmPhone: '+91 98197 40562',
  },
  Vapi: {
    code: 'VAP',
    address: 'Shop 10, Royal Arcade, Station Road, Vapi',
    phone: '+91 260 243 1187',
    email: 'vapi@vastra.in',
    contactPerson: 'Jignesh Desai',
    rmName: 'Hetal Shah',
    rmPhone: '+91 98240 73918',
  },
};

const CSV_PATH = fileURLToPath(new URL('../../data/branches.csv', import.meta.url));

/** The 12 branches: places from data/branches.csv, the rest from EXTRA. */
export async function loadBranches(): Promise<BranchRow[]> {
  const text = await readFile(CSV_PATH, 'utf8');
  const [header, ...lines] = text.trim().split('\n');
  const cols = (header ?? '').split(',');
  const at = (cells: string[], name: string) => cells[cols.indexOf(name)] ?? '';
  const names = Object.keys(EXTRA);
  return lines
    .map((line) => {
      // No field needs quoting in this file (data README); the source column is last.
      const cells = line.split(',');
      const name = at(cells, 'name');
      const extra = EXTRA[name];
      if (!extra) throw new Error(`branches.csv: no details for branch ${name}`);
      const latitude = Number(at(cells, 'latitude'));
      const longitude = Number(at(cells, 'longitude'));
      return {
        code: extra.code,
        name,
        city: at(cells, 'city'),
        address: extra.address,
        pincode: at(cells, 'pincode'),
        phone: extra.phone,
        email: extra.email,
        contactPerson: extra.contactPerson,
        mapUrl: `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`,
        image: `b/${extra.code}`,
        latitude,
        longitude,
        rmName: extra.rmName,
        rmPhone: extra.rmPhone,
        sortOrder: names.indexOf(name) + 1,
      };
    })
    .sort((a, b) => a.sortOrder - b.sortOrder);
}
