import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { WithConfig } from './config/config-slice';
import type { WithAuth } from './session/auth-slice';
import type { WithSettings } from './settings/settings-slice';

/** The part of the state features may read; features never reach into app/. */
export type SharedState = WithAuth & WithConfig & WithSettings;
export const useSharedSelector = useSelector.withTypes<SharedState>();
export const useSharedDispatch = useDispatch.withTypes<ThunkDispatch<SharedState, unknown, UnknownAction>>();
