import type { GameEntry, GameMenus, VendorCard } from '@gp/contracts';

/** The catalog and content shapes this site reads, from packages/contracts. */

export type Vendor = VendorCard;
export type GameMenu = GameMenus['list'][number];
export type Game = GameEntry;

export type WinnerEntry = { customerName: string; winAmount: number; gameName: string; iconUrl: string };

export type Banner = {
  url: string;
  groupName: string;
  linkageType: 'NONE' | 'ROUTE' | 'URL' | 'PROMOTION' | 'GAME';
  linkTarget: string;
  sequence: number;
  /** The words over the backdrop, in the visitor's language; empty for an image-only banner. */
  headline: string;
  subline: string;
  cta: string;
};

export type Promotion = {
  id: number;
  title: string;
  category: string;
  content: string;
  announcementImages: { url: string; sequence: number }[];
  startAt: string | null;
  endAt: string | null;
};

export type Notice = { id: number; title: string; content: string };

export type Announcement = { id: number; type: string; execution: string; title: string; content: string; createdAt: string };

export type AnnouncementPage = { list: Announcement[]; pageNo: number; pageSize: number; total: number; totalPages: number };

export type HelpArticle = { term: string; title: string; content: string; category: string; language: string };

export const gameTitle = (game: Game): string => game.displayName || game.gameName || game.gameCode;

export const gameIcon = (game: Game): string | null => game.iconUrl || null;
