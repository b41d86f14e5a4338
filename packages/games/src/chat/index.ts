export {
  CHAT_HISTORY,
  CHAT_LIMITS,
  CHAT_MAX_LENGTH,
  checkChatText,
  latestMessages,
  postMessage,
  type ChatMessage,
} from './messages';
export {
  CHAT_ALREADY_REPORTED,
  muteUser,
  mutedUsers,
  reportMessage,
  unmuteUser,
} from './moderation';
export {
  accessFor,
  accessIn,
  assertCanRead,
  readRoomFacts,
  roomAccess,
  roomKey,
  type ChatAccess,
  type ChatRoom,
  type RoomFacts,
} from './rooms';
export { readSaidInRoom, saidTo, type SaidInRoom } from './said';
