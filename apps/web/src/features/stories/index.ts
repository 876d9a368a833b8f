// What the home page takes of the stories: their read (its route starts it), and the viewer's code, loaded on the first
// tap of the strip that the home page shows.
export { storyGroupsQuery, useStoryGroups } from './api/stories-queries.ts';

export const loadStoryViewer = async () => (await import('./components/story-viewer.tsx')).StoryViewer;
