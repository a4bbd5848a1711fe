/** Demo members: realistic Ghanaian and African professionals. Later areas add their data beside these. */
export const DEMO_ACCOUNT = { email: 'ama.mensah@demo.skilllink.africa', password: 'SkillLink#2026' } as const;

export interface DemoMember {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
}

export const demoMembers: DemoMember[] = [
  { email: DEMO_ACCOUNT.email, firstName: 'Ama', lastName: 'Mensah', title: 'Frontend Developer at Hubtel' },
  { email: 'kwame.asante@demo.skilllink.africa', firstName: 'Kwame', lastName: 'Asante', title: 'Data Analyst at MTN Ghana' },
  { email: 'akosua.boateng@demo.skilllink.africa', firstName: 'Akosua', lastName: 'Boateng', title: 'UI/UX Designer, Accra' },
  { email: 'kofi.owusu@demo.skilllink.africa', firstName: 'Kofi', lastName: 'Owusu', title: 'Backend Engineer at mPharma' },
  { email: 'efua.addo@demo.skilllink.africa', firstName: 'Efua', lastName: 'Addo', title: 'Product Manager at Zeepay' },
  { email: 'yaw.darko@demo.skilllink.africa', firstName: 'Yaw', lastName: 'Darko', title: 'Mobile Developer, Kumasi' },
  { email: 'abena.osei@demo.skilllink.africa', firstName: 'Abena', lastName: 'Osei', title: 'Digital Marketing Lead at Jumia Ghana' },
  { email: 'chinedu.okafor@demo.skilllink.africa', firstName: 'Chinedu', lastName: 'Okafor', title: 'Cloud Engineer at Andela, Lagos' },
  { email: 'wanjiru.kamau@demo.skilllink.africa', firstName: 'Wanjiru', lastName: 'Kamau', title: 'Machine Learning Engineer, Nairobi' },
  { email: 'amadou.diallo@demo.skilllink.africa', firstName: 'Amadou', lastName: 'Diallo', title: 'Développeur Full-Stack, Dakar' },
  { email: 'thandiwe.ndlovu@demo.skilllink.africa', firstName: 'Thandiwe', lastName: 'Ndlovu', title: 'Project Manager, Johannesburg' },
  { email: 'esi.quaye@demo.skilllink.africa', firstName: 'Esi', lastName: 'Quaye', title: 'Learning Designer at Ashesi University' },
];
