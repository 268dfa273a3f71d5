import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { isStaleBuildError, mayReloadForNewBuild, reloadForNewBuild } from './stale-build.ts';

interface Props {
  /** The current address: going elsewhere clears the error. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string;
  /** The screen's chunk is from an older build: the page reloads quietly instead of saying 'Oops!'. */
  reloading: boolean;
}

/**
 * A screen that throws while rendering (or whose chunk fails to load) shows the 'Oops!' page with
 * its message instead of a blank app, until the user goes to another address. A chunk of an older
 * build (a tab left open across a release) reloads the page once instead (`stale-build.ts`).
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname, reloading: false };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname
      ? null
      : { error: null, pathname: props.pathname, reloading: false };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, reloading: isStaleBuildError(error) && mayReloadForNewBuild() };
  }

  override componentDidCatch() {
    if (this.state.reloading) reloadForNewBuild();
  }

  override render() {
    if (this.state.reloading) return null;
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
