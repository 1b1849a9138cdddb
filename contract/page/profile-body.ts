// The public page's body (ProfileBody.tsx) for the worker's page and the editor's live preview, which
// reach contract/ as #contract/* modules.
export { avatarInitial, ProfileBody } from "./ProfileBody";
