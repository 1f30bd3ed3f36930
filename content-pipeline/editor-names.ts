/** Names the editor's configuration (decap-config.ts) and its browser script (server/admin/editor/) agree on. */

/** A collection's file format: the editor's script registers one per collection. */
export const entryFormatName = (collection: string) => `niot-${collection}`;

/** Decap's backend of that name, registered again with saves that write only the files worth writing. */
export const savingBackendName = (backend: string) => `niot-${backend}`;
