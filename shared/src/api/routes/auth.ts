import {
  formLoginBody,
  formLoginResponse,
  jsonLoginBody,
  jsonLoginResponse,
  meResponse,
} from '../../contracts/auth.ts';
import { defineRoutes } from '../route-def.ts';

export const authRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/login',
    area: 'auth',
    name: 'formLogin',
    access: 'public',
    summary: 'Sign in with a form-encoded username (e-mail) and password',
    request: { body: formLoginBody, form: true },
    response: formLoginResponse,
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    area: 'auth',
    name: 'jsonLogin',
    access: 'public',
    summary: 'Sign in with a JSON e-mail and password',
    request: { body: jsonLoginBody },
    response: jsonLoginResponse,
  },
  {
    method: 'GET',
    path: '/api/me',
    area: 'auth',
    name: 'me',
    access: 'user',
    summary: 'The signed-in user and their company',
    response: meResponse,
  },
]);
