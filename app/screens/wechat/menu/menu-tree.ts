/**
 * A 公众号's menu as the page edits it (ADR 026): WeChat's menu/create tree, its limits (the
 * sandbox checks them again on save and on 发布), and the edits of one node addressed by its path
 * ("1" the second top-level button, "1.0" its first sub-button). Client-safe, no server code.
 */

import { BUTTON_TYPES, MENU_LIMITS, type MenuButton, type MenuTree, utf8Bytes } from "../../../../shared/wechat-menu";

export { MENU_LIMITS, type MenuButton, type MenuTree, utf8Bytes };

/** A node's type in the form: an action, or "sub" (a top-level button that holds sub-buttons). */
export const NODE_TYPES = ["sub", ...BUTTON_TYPES] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** A node's path as indexes ([top] or [top, sub]), or null when it is not one. */
export function parsePath(path: string | null | undefined): [number] | [number, number] | null {
  const match = /^(\d)(?:\.(\d))?$/.exec(path ?? "");
  if (!match) return null;
  return match[2] === undefined ? [Number(match[1])] : [Number(match[1]), Number(match[2])];
}

export function nodeAt(tree: MenuTree, path: readonly number[]): MenuButton | null {
  const top = tree.button[path[0]!];
  if (!top) return null;
  return path.length === 1 ? top : (top.sub_button?.[path[1]!] ?? null);
}

/** The list a node lives in (the top level, or its parent's sub-buttons). */
function siblings(tree: MenuTree, path: readonly number[]): MenuButton[] | null {
  if (path.length === 1) return tree.button;
  return tree.button[path[0]!]?.sub_button ?? null;
}

const copy = (tree: MenuTree): MenuTree => structuredClone(tree);

/** Whether a parent (null: the top level) has room for one more button. */
export function hasRoom(tree: MenuTree, parent: number | null): boolean {
  if (parent === null) return tree.button.length < MENU_LIMITS.top;
  const top = tree.button[parent];
  return Boolean(top && !top.type && (top.sub_button?.length ?? 0) < MENU_LIMITS.sub);
}

export function addNode(tree: MenuTree, parent: number | null, node: MenuButton): MenuTree | null {
  if (!hasRoom(tree, parent)) return null;
  const next = copy(tree);
  if (parent === null) next.button.push(node);
  else (next.button[parent]!.sub_button ??= []).push(node);
  return next;
}

/** Replaces a node, keeping a top-level node's sub-buttons while it stays a "sub" node. */
export function editNode(tree: MenuTree, path: readonly number[], node: MenuButton): MenuTree | null {
  const next = copy(tree);
  const list = siblings(next, path);
  const index = path[path.length - 1]!;
  if (!list?.[index]) return null;
  const subs = list[index]!.sub_button;
  list[index] = path.length === 1 && !node.type && subs ? { ...node, sub_button: subs } : node;
  return next;
}

export function removeNode(tree: MenuTree, path: readonly number[]): MenuTree | null {
  const next = copy(tree);
  const list = siblings(next, path);
  const index = path[path.length - 1]!;
  if (!list?.[index]) return null;
  list.splice(index, 1);
  if (path.length === 2 && list.length === 0) delete next.button[path[0]!]!.sub_button;
  return next;
}

export function moveNode(tree: MenuTree, path: readonly number[], by: -1 | 1): MenuTree | null {
  const next = copy(tree);
  const list = siblings(next, path);
  const index = path[path.length - 1]!;
  const target = index + by;
  if (!list?.[index] || target < 0 || target >= list.length) return null;
  [list[index], list[target]] = [list[target]!, list[index]!];
  return next;
}

/** The form's type of a node. */
export const nodeType = (node: MenuButton): NodeType => node.type ?? "sub";
