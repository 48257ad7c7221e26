// A stand-in for org.freedesktop.ScreenSaver (Xfce, MATE and others): GetSessionIdleTime
// answers the seconds since the last input (uint32), as set by the test, at the object path
// the desktop uses (/org/freedesktop/ScreenSaver or /ScreenSaver).

import dbus from 'dbus-next';
import { serve, type Served } from './dbus-service.ts';

class ScreenSaver extends dbus.interface.Interface {
  idleSeconds = 0;

  constructor() {
    super('org.freedesktop.ScreenSaver');
  }

  GetSessionIdleTime(): number {
    return this.idleSeconds;
  }
}
ScreenSaver.configureMembers({ methods: { GetSessionIdleTime: { inSignature: '', outSignature: 'u' } } });

export interface FakeScreenSaver extends Served {
  setIdleSeconds(seconds: number): void;
}

export async function startScreenSaver(address: string, path: '/org/freedesktop/ScreenSaver' | '/ScreenSaver'): Promise<FakeScreenSaver> {
  const saver = new ScreenSaver();
  const served = await serve(address, 'org.freedesktop.ScreenSaver', [[path, saver]]);
  return {
    ...served,
    setIdleSeconds(seconds) {
      saver.idleSeconds = seconds;
    },
  };
}
