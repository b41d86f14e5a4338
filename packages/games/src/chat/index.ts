export {
  CHAT_HISTORY,
  CHAT_LIMITS,
  CHAT_MAX_LENGTH,
  checkChatText,
  latestMessages,
  messageFor,
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
  assertCanRead,
  roomAccess,
  roomKey,
  type ChatAccess,
  type ChatRoom,
} from './rooms';
