/** Query keys of live chat. The chat token, not the session, opens a chat: they sit under their own root. */
export const chatKeys = {
  all: ['liveChat'] as const,
  stage: (loggedIn: boolean, topic: string) => ['liveChat', 'stage', loggedIn, topic] as const,
  transcript: (chatId: number) => ['liveChat', 'transcript', chatId] as const,
};
