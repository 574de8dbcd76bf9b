/**
 * The notice module's public surface: the only file of modules/notice that other modules may
 * import. They write notices through the service registerNoticeModule returns (`notify(tx, …)`);
 * createNotices builds the same service for scripts and tests that have no app.
 */
export { registerNoticeModule } from './module.ts'
export { createNotices, type Notice, type Notices } from './service.ts'
