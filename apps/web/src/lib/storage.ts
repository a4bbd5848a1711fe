// localStorage can throw (privacy modes, full quota); losing a preference is acceptable,
// crashing the app is not.
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Preference simply is not remembered on this device.
  }
}
