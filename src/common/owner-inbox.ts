// What the owner's inbox and its API share: the shape of a lead as the inbox shows it, and where
// the owner can be with a lead.

/** Who is signed in, and how often the inbox's open pages ask again (the server's setting). */
export interface OwnerSession {
  email: string;
  refreshSeconds: number;
}

export const LEAD_STATUSES = ['new', 'contacted', 'booked', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where a lead came from: the contact form, or the receptionist on a call or in the chat. */
export const INBOX_SOURCES = ['form', 'call', 'chat'] as const;
export type InboxSource = (typeof INBOX_SOURCES)[number];

export interface InboxLead {
  id: string;
  createdAt: number;
  source: InboxSource;
  name: string;
  mobile: string;
  mobileE164: string | null;
  email: string;
  street: string;
  zip: string;
  serviceType: string;
  notes: string;
  status: LeadStatus;
  ownerNotes: { at: number; text: string }[];
}
