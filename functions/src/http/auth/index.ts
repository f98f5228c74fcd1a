import { areaHandler } from '../../lib/route-handler.ts';
import { formLogin } from './form-login.ts';
import { jsonLogin } from './json-login.ts';
import { me } from './me.ts';

export const handler = areaHandler('auth', { formLogin, jsonLogin, me });
