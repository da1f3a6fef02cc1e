import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The question types of the feedback form: 1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 apply for agent, 0 others. */
export type FeedbackQuestionType = 0 | 1 | 2 | 3 | 4 | 6;
export type FeedbackStatus = 'open' | 'assigned' | 'answered' | 'closed';
export type AffiliateApplicationStatus = 'pending' | 'approved' | 'rejected';

export type FeedbackTable = {
  id: Generated<bigint>;
  /** null: a visitor sent it, and `contact` says how to reach them. */
  member_id: bigint | null;
  contact: string | null;
  question_type: number;
  content: string;
  status: Generated<FeedbackStatus>;
  assigned_to: number | null;
  assigned_at: Date | null;
  answer: string | null;
  answered_by: string | null;
  answered_at: Date | null;
  closed_by: string | null;
  closed_at: Date | null;
  ip: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type AffiliateApplicationsTable = {
  id: Generated<bigint>;
  member_id: bigint;
  /** The feedback of type 6 it came from, if it came from the feedback form. */
  feedback_id: bigint | null;
  note: Generated<string>;
  status: Generated<AffiliateApplicationStatus>;
  /** Why staff rejected it; the member sees it. */
  reason: string | null;
  upline_id: bigint | null;
  invite_code: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Timestamp;
};

export type FeedbackAffiliateTables = {
  feedback: FeedbackTable;
  affiliate_applications: AffiliateApplicationsTable;
};
