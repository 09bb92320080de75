import proposalData from "../../../content/vote.json";

export interface Proposal {
  id: string;
  title: string;
  description: string;
}

export const proposals: readonly Proposal[] = proposalData;
