/**
 * The first bytes that tell a binary chronograph export apart, checked before any reader is loaded.
 * Pure module.
 */

/** A FIT file: its header size (12 or 14) and `.FIT` at byte 8. */
export function looksLikeFit(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 12 &&
    (bytes[0] === 12 || bytes[0] === 14) &&
    bytes[8] === 0x2e &&
    bytes[9] === 0x46 &&
    bytes[10] === 0x49 &&
    bytes[11] === 0x54
  );
}

/** ZIP's local file header: every .xlsx starts with one. */
export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const COMPOUND_FILE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The OLE2 compound file signature: every Excel 97 .xls starts with it. */
export const isCompoundFile = (bytes: Uint8Array) =>
  bytes.length >= 8 && COMPOUND_FILE_SIGNATURE.every((byte, index) => bytes[index] === byte);
