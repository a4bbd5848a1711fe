// The demo projects' team chats (issue 23 item 8, ADR 058). Who is who by e-mail local part;
// every author is on the project's team (demo-workspace-data.ts).

const HOUR = 60;
const DAY = 24 * HOUR;

export interface ChatLine {
  from: string;
  /** Minutes before the seed. */
  minutesAgo: number;
  text: string;
}

export interface DemoChat {
  projectId: string;
  lines: ChatLine[];
  /** Members who have not read the newest messages yet: how many they have not seen. Everyone else has read it all. */
  unseen: Record<string, number>;
}

export const demoChats: DemoChat[] = [
  {
    projectId: 'demo-project-merchant-dashboard',
    // Ama has not opened the chat since Efua's plan for Kumasi and Kofi's news.
    unseen: { 'ama.mensah': 2 },
    lines: [
      {
        from: 'ama.mensah',
        minutesAgo: 4 * DAY + 3 * HOUR,
        text: 'Morning team ☀️ Quick recap: the Makola interviews are done and the wireframes are signed off. This week it is the sales overview and payouts.',
      },
      {
        from: 'kofi.owusu',
        minutesAgo: 4 * DAY + 2 * HOUR + 50,
        text: 'Payout API is agreed with the payments team. MTN MoMo and Telecel Cash settle by 6 pm, AirtelTigo the next morning, so the history needs a "pending" state.',
      },
      {
        from: 'akosua.boateng',
        minutesAgo: 4 * DAY + 2 * HOUR + 30,
        text: 'Good to know. Auntie Adwoa at Makola kept asking "has my money landed?" A clear pending badge would answer that before she calls support.',
      },
      {
        from: 'efua.addo',
        minutesAgo: 3 * DAY + 5 * HOUR,
        text: 'Love this. One request from our side: show the payout fee before the merchant confirms, not after. It was the top complaint in our last survey.',
      },
      {
        from: 'ama.mensah',
        minutesAgo: 3 * DAY + 4 * HOUR + 40,
        text: 'Noted, Efua. Fee and net amount side by side on the confirm screen; I have added it to the sales overview task.',
      },
      {
        from: 'akosua.boateng',
        minutesAgo: 2 * DAY,
        text: 'I have put the updated "Sales overview wireframe.png" in Files: big numbers first, the chart below, payouts one tap away 📊',
      },
      {
        from: 'kofi.owusu',
        minutesAgo: 2 * DAY - 20,
        text: 'Looks clean! The payouts list should page by 20 though, some merchants have thousands a month.',
      },
      {
        from: 'ama.mensah',
        minutesAgo: DAY + 6 * HOUR,
        text: 'Sales overview is about 60% there, the cards and the chart are in. Kofi, is the payout history endpoint on staging yet?',
      },
      {
        from: 'kofi.owusu',
        minutesAgo: DAY + 5 * HOUR + 30,
        text: 'Tomorrow morning. Paging works, I am adding the filter by network now.',
      },
      {
        from: 'efua.addo',
        minutesAgo: DAY + 2 * HOUR,
        text: 'Good news: 18 merchants in Kumasi want to join the beta, mostly at Kejetia and Adum. Who can go up on Thursday?',
      },
      {
        from: 'akosua.boateng',
        minutesAgo: DAY + HOUR + 50,
        text: 'I can go! My aunt has a provisions shop at Kejetia, she will introduce us around 😄',
      },
      {
        from: 'efua.addo',
        minutesAgo: 45,
        text: 'Perfect. I have booked the 6 am STC bus for Thursday. Ama, can we show them the dashboard on a phone by then?',
      },
      { from: 'kofi.owusu', minutesAgo: 30, text: 'Payout history is on staging 🎉 Ama, you can point the sales overview at it now.' },
    ],
  },
  {
    projectId: 'demo-project-data-workshop',
    unseen: {},
    lines: [
      { from: 'kwame.asante', minutesAgo: 3 * DAY, text: 'Venue is booked: Impact Hub, both days, 9 am to 3 pm ✅' },
      {
        from: 'esi.quaye',
        minutesAgo: 3 * DAY - 40,
        text: 'Great! I am building the exercises around one chop bar’s week of sales, everyone understands that.',
      },
      {
        from: 'ama.mensah',
        minutesAgo: 2 * DAY + 3 * HOUR,
        text: 'I will make the sample sheet with MoMo and cash columns, and a few mistakes for them to find 😉',
      },
      {
        from: 'kwame.asante',
        minutesAgo: 2 * DAY + 2 * HOUR,
        text: 'Nice touch. Keep it under 200 rows so it opens fast on their laptops.',
      },
      { from: 'esi.quaye', minutesAgo: 20 * HOUR, text: 'Exercises 1 to 3 are drafted, I will share them after lunch tomorrow.' },
    ],
  },
];
