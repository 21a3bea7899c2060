/** The id of the element the root config mounts sub-apps into and the shell's content region adopts. */
export const SUBAPP_CONTAINER_ID = 'cloud-subapp';
