// What the app takes of the announcements: the strip above the storefront's header, and its read, which the server
// starts so that it renders the strip the first time.
export { announcementsQuery } from './api/announcements-query.ts';
export { AnnouncementMarquee } from './components/announcement-marquee.tsx';
