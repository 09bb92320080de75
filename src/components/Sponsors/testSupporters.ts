import type { Supporter } from "../../../common/supporters.ts";

/** Made-up supporters for the tests; the site shows only the fetched supporters.json. */
export const testSupporters: Supporter[] = [
  {
    slug: "fixture-platinum",
    name: "Fixture Platinum",
    avatar: "https://images.example/platinum.png",
    website: "https://platinum.example",
    monthlyDonations: 1500,
    totalDonations: 60000,
    firstDonation: "2020-01-01",
  },
  {
    slug: "fixture-gold",
    name: "Fixture Gold",
    monthlyDonations: 0,
    totalDonations: 12000,
    firstDonation: "2021-05-01",
  },
  {
    slug: "fixture-bronze",
    name: "Fixture Bronze",
    monthlyDonations: 120,
    totalDonations: 900,
    firstDonation: "2026-10-01",
  },
  {
    slug: "fixture-backer",
    name: "Fixture Backer",
    monthlyDonations: 5,
    totalDonations: 40,
    firstDonation: "2026-11-01",
  },
];
