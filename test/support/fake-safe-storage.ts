// A typed stand-in for Electron's safeStorage (which exists only inside Electron): a
// reversible scrambling behind a 3-byte version tag, so a file it wrote never shows the
// plain text, and anything without the tag fails to decrypt as Electron's does.

import type { SafeStorageApi } from '../../main/platform/electron/safe-storage-secret-store.ts';

type Backend = ReturnType<SafeStorageApi['getSelectedStorageBackend']>;

const TAG = Buffer.from('v11');

function scramble(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.map((b) => b ^ 0x5a));
}

export class FakeSafeStorage implements SafeStorageApi {
  backend: Backend = 'gnome_libsecret';
  encryptionAvailable = true;
  /** What the next decryptions say about key rotation. */
  shouldReEncrypt = false;
  encryptions = 0;

  getSelectedStorageBackend(): Backend {
    return this.backend;
  }

  async isAsyncEncryptionAvailable(): Promise<boolean> {
    return this.encryptionAvailable;
  }

  async encryptStringAsync(plainText: string): Promise<Buffer> {
    this.encryptions += 1;
    return Buffer.concat([TAG, scramble(Buffer.from(plainText, 'utf8'))]);
  }

  async decryptStringAsync(encrypted: Buffer): Promise<{ result: string; shouldReEncrypt: boolean }> {
    if (encrypted.length < TAG.length || !encrypted.subarray(0, TAG.length).equals(TAG)) {
      throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString. Ciphertext does not appear to be encrypted.');
    }
    return { result: scramble(encrypted.subarray(TAG.length)).toString('utf8'), shouldReEncrypt: this.shouldReEncrypt };
  }
}
