import type {
  BoCannedReplyInput,
  BoLiveChatConsole,
  BoLiveChatMember,
  BoLiveChatSearchQuery,
  BoMemberLedgerPage,
  BoMemberWallet,
  LanguageCode,
  LiveChatOfflineRequest,
  LiveChatOpenRequest,
  LiveChatRateRequest,
} from '@gp/contracts';
import type { DB, Executor } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { MemberPrincipal } from '../../../lib/member-principal';
import type { Actor, AuditService } from '../../platform/audit';
import type { StaffPrincipal } from '../../identity/staff';
import type { BotCheckService } from '../../identity/bot-check';
import type { ChatBus, ChatEvent } from './chat-bus';
import type { ChatImageStore } from './chat-images';
import { chatIdOfToken, newChatToken, tokenMatches } from './chat-token';
import { toBoChat, toCanned, toChatView, toMessage, toOffline } from './chat-views';
import * as repo from './chat.repository';

/** Who calls from the player side: a member's session, a chat token, or both. */
export type ChatCaller = { member: MemberPrincipal | null; token: string | null };

/** The other modules' figures shown beside a member's conversation, through their public services. */
export type MemberPanelSource = {
  wallet: (memberId: number) => Promise<BoMemberWallet>;
  ledger: (memberId: number, query: { pageNo: number; pageSize: number }) => Promise<BoMemberLedgerPage>;
};

type Deps = {
  bus: Pick<ChatBus, 'publish'>;
  images: ChatImageStore;
  audit: AuditService;
  members: MemberPanelSource;
  botCheck: Pick<BotCheckService, 'verifyAltcha'>;
};

const chatRoles = new Set(['admin', 'support']);
/** Staff roles that hold the chat permission: the console and the socket refuse the others. */
export const mayChat = (staff: Pick<StaffPrincipal, 'roles'>) => staff.roles.some((r) => chatRoles.has(r));

const notFound = () => new AppError('NOT_FOUND');

export const createLiveChatService = (db: Kysely<DB>, { bus, images, audit, members, botCheck }: Deps) => {
  const publish = (...events: ChatEvent[]) => Promise.all(events.map((e) => bus.publish(e))).then(() => undefined);
  const view = async (row: repo.ChatRow) => toChatView(row, row.status === 'waiting' ? (await repo.queueAhead(db, row.id)) + 1 : 0);

  // ---- player side

  /** The chat the caller may see: their token's chat, or a chat of their own member account. */
  const authorize = async (caller: ChatCaller, chatId: bigint) => {
    const chat = await repo.findChat(db, chatId);
    if (!chat) throw notFound();
    if (caller.token && chatIdOfToken(caller.token) === chatId && tokenMatches(caller.token, chat.token_hash)) return chat;
    if (caller.member && chat.member_id === caller.member.id) return chat;
    throw notFound();
  };

  /** The socket's first frame: the chat a token opens, or null. */
  const chatOfToken = async (token: string) => {
    const chatId = chatIdOfToken(token);
    if (chatId === null) return null;
    const chat = await repo.findChat(db, chatId);
    return chat && tokenMatches(token, chat.token_hash) ? chat : null;
  };

  const status = async (member: MemberPrincipal | null) => {
    const online = await repo.anyOnDuty(db);
    const open = member ? await repo.findOpenChatOfMember(db, member.id) : undefined;
    return { online, openChat: open ? await view(open) : null };
  };

  const open = async (member: MemberPrincipal | null, input: LiveChatOpenRequest, language: LanguageCode) => {
    if (member) {
      const existing = await repo.findOpenChatOfMember(db, member.id);
      if (existing) {
        // A new token for the chat already open (another device, a reload): the member proved who they are.
        const { token, hash } = newChatToken(existing.id);
        const row = await repo.updateChat(db, existing.id, { token_hash: hash });
        return { chat: await view(row), token };
      }
    }
    if (!(await repo.anyOnDuty(db))) throw new AppError('CHAT_NOBODY_ON_DUTY');
    // A visitor has no account to throttle: each new chat costs them a proof of work.
    if (!member) await botCheck.verifyAltcha(input.altcha);
    const row = await db
      .transaction()
      .execute(async (trx) => {
        // The hash is of a token naming the chat's id: insert first with a placeholder, then set it.
        const inserted = await repo.insertChat(trx, {
          member_id: member?.id ?? null,
          member_account: member?.account ?? null,
          name: input.name || member?.account || '',
          contact: input.contact,
          language: input.language ?? language,
          topic: input.topic,
          token_hash: '-',
        });
        const { token, hash } = newChatToken(inserted.id);
        return { row: await repo.updateChat(trx, inserted.id, { token_hash: hash }), token };
      })
      .catch((error: unknown) => {
        // Two opens of one member at once: the unique index keeps one; the loser answers it.
        if ((error as { code?: string }).code === '23505' && member) return null;
        throw error;
      });
    if (!row) return open(member, input, language);
    await publish({ kind: 'queue' });
    return { chat: await view(row.row), token: row.token };
  };

  const offline = async (member: MemberPrincipal | null, input: LiveChatOfflineRequest, language: LanguageCode) => {
    if (!member) await botCheck.verifyAltcha(input.altcha);
    await repo.insertOffline(db, {
      member_id: member?.id ?? null,
      member_account: member?.account ?? null,
      name: input.name,
      contact: input.contact,
      body: input.message,
      language: input.language ?? language,
      topic: input.topic,
    });
    await publish({ kind: 'queue' });
  };

  /** Refuses a caller who may not write to the chat, before an upload is read. */
  const transcriptAccess = async (caller: ChatCaller, chatId: bigint) => {
    const chat = await authorize(caller, chatId);
    if (chat.status === 'closed') throw new AppError('CHAT_CLOSED');
  };

  const transcript = async (caller: ChatCaller, chatId: bigint) => {
    const chat = await authorize(caller, chatId);
    return { chat: await view(chat), messages: (await repo.listMessages(db, chat.id)).map(toMessage) };
  };

  const addMessage = async (
    chat: repo.ChatRow,
    message: { sender: 'member' | 'visitor' | 'staff'; staff?: StaffPrincipal; text?: string; imageUrl?: string },
  ) => {
    const row = await db.transaction().execute(async (trx) => {
      const locked = await repo.lockChat(trx, chat.id);
      if (!locked || locked.status === 'closed') throw new AppError('CHAT_CLOSED');
      if (message.staff && locked.staff_id !== message.staff.id) throw new AppError('FORBIDDEN');
      const inserted = await repo.insertMessage(trx, {
        chat_id: chat.id,
        sender: message.sender,
        staff_id: message.staff?.id ?? null,
        staff_name: message.staff?.username ?? null,
        body: message.text ?? '',
        image_url: message.imageUrl ?? null,
      });
      await repo.updateChat(trx, chat.id, { last_message_at: inserted.created_at });
      return inserted;
    });
    await publish({ kind: 'message', chatId: chat.id.toString(), messageId: row.id.toString() });
    return toMessage(row);
  };

  const playerSender = (chat: repo.ChatRow) => (chat.member_id === null ? 'visitor' : 'member');

  const send = async (caller: ChatCaller, chatId: bigint, text: string) => {
    const chat = await authorize(caller, chatId);
    if (chat.status === 'closed') throw new AppError('CHAT_CLOSED');
    return addMessage(chat, { sender: playerSender(chat), text });
  };

  const sendImage = async (caller: ChatCaller, chatId: bigint, bytes: Buffer) => {
    const chat = await authorize(caller, chatId);
    if (chat.status === 'closed') throw new AppError('CHAT_CLOSED');
    return addMessage(chat, { sender: playerSender(chat), imageUrl: await images.save(bytes) });
  };

  const closeChat = async (chat: repo.ChatRow, by: 'player' | 'staff', staff?: StaffPrincipal) => {
    const row = await db.transaction().execute(async (trx) => {
      const locked = await repo.lockChat(trx, chat.id);
      if (!locked) throw notFound();
      if (locked.status === 'closed') return locked;
      if (staff && locked.staff_id !== staff.id && !staff.roles.includes('admin')) throw new AppError('FORBIDDEN');
      await repo.insertEvent(trx, { chat_id: chat.id, kind: 'closed', by_staff_id: staff?.id ?? null });
      return repo.updateChat(trx, chat.id, { status: 'closed', closed_at: new Date(), closed_by: by });
    });
    await publish({ kind: 'chat', chatId: chat.id.toString() }, { kind: 'queue' });
    return toChatView(row, 0);
  };

  const close = async (caller: ChatCaller, chatId: bigint) => closeChat(await authorize(caller, chatId), 'player');

  const rate = async (caller: ChatCaller, input: LiveChatRateRequest) => {
    const chat = await authorize(caller, BigInt(input.chatId));
    if (chat.status !== 'closed') await closeChat(chat, 'player');
    const row = await db.transaction().execute(async (trx) => {
      const locked = await repo.lockChat(trx, chat.id);
      if (!locked) throw notFound();
      if (locked.rating !== null) throw new AppError('INVALID_STATE', { details: { reason: 'rated' } });
      await repo.insertEvent(trx, { chat_id: chat.id, kind: 'rated' });
      return repo.updateChat(trx, chat.id, { rating: input.rating, rating_comment: input.comment || null });
    });
    await publish({ kind: 'chat', chatId: chat.id.toString() });
    return toChatView(row, 0);
  };

  const history = async (member: MemberPrincipal) => ({ list: (await repo.listMemberChats(db, member.id)).map((r) => toChatView(r, 0)) });

  /** The socket's typing frames: only the chat's own player, or the staff member holding it. */
  const typingOfPlayer = async (chat: repo.ChatRow) => {
    if (chat.status === 'closed') return;
    await publish({ kind: 'typing', chatId: chat.id.toString(), who: 'player' });
  };

  // ---- live models

  const models = async () => ({
    list: (await repo.listModels(db)).map((m) => ({ id: m.id, name: m.name, languages: m.languages.split(',').filter(Boolean) })),
  });

  /** A model's chat is the support chat with the model as its topic, opened on the site's chat page. */
  const launchModel = async (modelId: number) => {
    const model = await repo.findModel(db, modelId);
    if (!model) throw notFound();
    return { chatUrl: `/chat?topic=model:${model.id}` };
  };

  // ---- staff side

  const staffChat = async (chatId: bigint) => {
    const chat = await repo.findChat(db, chatId);
    if (!chat) throw notFound();
    return chat;
  };

  const duty = async (staff: StaffPrincipal) => {
    const row = await repo.findDuty(db, staff.id);
    return { onDuty: row?.on_duty ?? false, capacity: row?.capacity ?? 3 };
  };

  const consoleOf = async (staff: StaffPrincipal): Promise<BoLiveChatConsole> => {
    const [queue, mine, offlineOpen, myDuty] = [
      await repo.listQueue(db),
      await repo.listStaffChats(db, staff.id),
      await repo.countOpenOffline(db),
      await duty(staff),
    ];
    return { duty: myDuty, queue: queue.map((r, i) => toBoChat(r, i + 1)), mine: mine.map((r) => toBoChat(r)), offlineOpen };
  };

  const setDuty = async (staff: StaffPrincipal, input: { onDuty: boolean; capacity: number }) => {
    const row = await repo.upsertDuty(db, { staff_id: staff.id, username: staff.username, on_duty: input.onDuty, capacity: input.capacity });
    return { onDuty: row.on_duty, capacity: row.capacity };
  };

  const onDutyStaff = async () => {
    const rows = await repo.listOnDuty(db);
    const active = await repo.countActiveByStaff(
      db,
      rows.map((r) => r.staff_id),
    );
    return { list: rows.map((r) => ({ id: r.staff_id, name: r.username, active: active.get(r.staff_id) ?? 0, capacity: r.capacity })) };
  };

  /** Inside the caller's transaction: the staff member must be on duty with room for one more chat. */
  const ensureRoom = async (trx: Executor, staffId: number) => {
    const row = await repo.lockDuty(trx, staffId);
    if (!row?.on_duty) throw new AppError('CHAT_STAFF_UNAVAILABLE');
    const active = (await repo.countActiveByStaff(trx, [staffId])).get(staffId) ?? 0;
    if (active >= row.capacity) throw new AppError('CHAT_STAFF_UNAVAILABLE', { details: { capacity: row.capacity } });
    return row;
  };

  const take = async (staff: StaffPrincipal, chatId: bigint) => {
    const row = await db.transaction().execute(async (trx) => {
      await ensureRoom(trx, staff.id);
      const locked = await repo.lockChat(trx, chatId);
      if (!locked) throw notFound();
      if (locked.status === 'closed') throw new AppError('CHAT_CLOSED');
      if (locked.status !== 'waiting') throw new AppError('INVALID_STATE', { details: { status: locked.status } });
      await repo.insertEvent(trx, { chat_id: chatId, kind: 'assigned', to_staff_id: staff.id, by_staff_id: staff.id });
      return repo.updateChat(trx, chatId, { status: 'active', staff_id: staff.id, staff_name: staff.username, assigned_at: new Date() });
    });
    await publish({ kind: 'chat', chatId: chatId.toString() }, { kind: 'queue' });
    return toBoChat(row);
  };

  const transfer = async (staff: StaffPrincipal, chatId: bigint, toStaffId: number) => {
    const row = await db.transaction().execute(async (trx) => {
      const target = await ensureRoom(trx, toStaffId);
      const locked = await repo.lockChat(trx, chatId);
      if (!locked) throw notFound();
      if (locked.status === 'closed') throw new AppError('CHAT_CLOSED');
      if (locked.status !== 'active') throw new AppError('INVALID_STATE', { details: { status: locked.status } });
      if (locked.staff_id !== staff.id && !staff.roles.includes('admin')) throw new AppError('FORBIDDEN');
      if (locked.staff_id === toStaffId) throw new AppError('INVALID_STATE', { details: { reason: 'same staff' } });
      await repo.insertEvent(trx, { chat_id: chatId, kind: 'transferred', from_staff_id: locked.staff_id, to_staff_id: toStaffId, by_staff_id: staff.id });
      return repo.updateChat(trx, chatId, { staff_id: toStaffId, staff_name: target.username, assigned_at: new Date() });
    });
    await publish({ kind: 'chat', chatId: chatId.toString() }, { kind: 'queue' });
    return toBoChat(row);
  };

  const staffTranscript = async (chatId: bigint) => {
    const chat = await staffChat(chatId);
    return {
      chat: toBoChat(chat, chat.status === 'waiting' ? (await repo.queueAhead(db, chat.id)) + 1 : 0),
      messages: (await repo.listMessages(db, chat.id)).map(toMessage),
    };
  };

  const staffSend = async (staff: StaffPrincipal, chatId: bigint, text: string) => addMessage(await staffChat(chatId), { sender: 'staff', staff, text });

  const staffImage = async (staff: StaffPrincipal, chatId: bigint, bytes: Buffer) => {
    const chat = await staffChat(chatId);
    if (chat.status === 'closed') throw new AppError('CHAT_CLOSED');
    if (chat.staff_id !== staff.id) throw new AppError('FORBIDDEN');
    return addMessage(chat, { sender: 'staff', staff, imageUrl: await images.save(bytes) });
  };

  const staffClose = async (staff: StaffPrincipal, chatId: bigint) =>
    toBoChat(
      await repo.findChat(db, chatId).then(async (chat) => {
        if (!chat) throw notFound();
        await closeChat(chat, 'staff', staff);
        return (await repo.findChat(db, chatId))!;
      }),
    );

  const typingOfStaff = async (staff: StaffPrincipal, chatId: bigint) => {
    const chat = await repo.findChat(db, chatId);
    if (!chat || chat.status !== 'active' || chat.staff_id !== staff.id) return;
    await publish({ kind: 'typing', chatId: chatId.toString(), who: 'staff' });
  };

  /** Profile, balance and the latest money movements of the chat's member; null for a visitor. */
  const memberPanel = async (chatId: bigint): Promise<{ member: BoLiveChatMember | null }> => {
    const chat = await staffChat(chatId);
    if (chat.member_id === null) return { member: null };
    const memberId = Number(chat.member_id);
    const wallet = await members.wallet(memberId);
    const ledger = await members.ledger(memberId, { pageNo: 1, pageSize: 10 });
    return {
      member: {
        id: wallet.member.id,
        account: wallet.member.account,
        nickname: wallet.member.nickname,
        realName: wallet.member.realName,
        status: wallet.member.status,
        createdAt: wallet.member.createdAt,
        currency: wallet.currency,
        currencySymbol: wallet.currencySymbol,
        balance: wallet.total,
        recent: ledger.list.map((e) => ({ kind: e.kind, amount: e.amount, createdAt: e.createdAt })),
      },
    };
  };

  const search = async (query: BoLiveChatSearchQuery) => {
    const { rows, total } = await repo.searchChats(db, {
      member: query.member,
      text: query.text,
      status: query.status,
      from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
      to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000) : undefined,
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { list: rows.map((r) => toBoChat(r)), pageNo: query.pageNo, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
  };

  // ---- canned replies and offline messages

  const canned = async (language?: string) => ({ list: (await repo.listCanned(db, language)).map(toCanned) });

  const createCanned = async (actor: Actor, input: BoCannedReplyInput) => {
    const row = await repo.insertCanned(db, {
      language: input.language,
      title: input.title,
      body: input.body,
      sort_order: input.sortOrder,
      updated_by: actor.name,
    });
    await audit.append(db, actor, 'chat.canned.create', String(row.id), { language: row.language, title: row.title });
    return toCanned(row);
  };

  const updateCanned = async (actor: Actor, id: number, input: BoCannedReplyInput) => {
    const row = await repo.updateCanned(db, id, {
      language: input.language,
      title: input.title,
      body: input.body,
      sort_order: input.sortOrder,
      updated_by: actor.name,
      updated_at: new Date(),
    });
    if (!row) throw notFound();
    await audit.append(db, actor, 'chat.canned.update', String(id), { language: row.language, title: row.title });
    return toCanned(row);
  };

  const deleteCanned = async (actor: Actor, id: number) => {
    if (!(await repo.deleteCanned(db, id))) throw notFound();
    await audit.append(db, actor, 'chat.canned.delete', String(id), {});
  };

  const offlineMessages = async (q: { pageNo: number; pageSize: number }) => {
    const { rows, total } = await repo.listOffline(db, { offset: (q.pageNo - 1) * q.pageSize, limit: q.pageSize });
    return { list: rows.map(toOffline), pageNo: q.pageNo, pageSize: q.pageSize, total, totalPages: Math.ceil(total / q.pageSize) };
  };

  const handleOffline = async (staff: StaffPrincipal, id: bigint) => {
    const row = await repo.markOfflineHandled(db, id, staff.username);
    if (!row) throw notFound();
    await publish({ kind: 'queue' });
    return toOffline(row);
  };

  /** What a socket delivers for an event: read once per instance, whoever sent it. */
  const loadForDelivery = {
    chat: (chatId: bigint) => repo.findChat(db, chatId),
    message: async (messageId: bigint) => {
      const row = await repo.findMessage(db, messageId);
      return row ? toMessage(row) : null;
    },
    view,
  };

  return {
    status,
    open,
    offline,
    transcript,
    transcriptAccess,
    send,
    sendImage,
    close,
    rate,
    history,
    chatOfToken,
    typingOfPlayer,
    models,
    launchModel,
    duty,
    consoleOf,
    setDuty,
    onDutyStaff,
    take,
    transfer,
    staffTranscript,
    staffSend,
    staffImage,
    staffClose,
    typingOfStaff,
    memberPanel,
    search,
    canned,
    createCanned,
    updateCanned,
    deleteCanned,
    offlineMessages,
    handleOffline,
    loadForDelivery,
  };
};

export type LiveChatService = ReturnType<typeof createLiveChatService>;
