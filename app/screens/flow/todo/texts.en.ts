/** What My to-do and Done share (ADR 025): a task's columns, its dialogs and the history. */
import type zh from "./texts.zh";
import log from "~/screens/_shared/flow/log.en";

export default {
  processDefinitionName: "Process",
  taskName: "Step",
  roleName: "Approving role",
  createTime: "Arrived",
  endTime: "Completed",
  ok: "Approve",
  commentHint: "Required to reject, at most 200 characters",
  steps: "Progress",
  amount: "Amount (yuan)",
  tenantName: "Tenant",
  companyName: "Payee company",
  detail: "Content",
  resultRequired: "Choose a result",
  commentRequired: "Enter the reason for rejecting",
  approved: "Approved",
  alreadyDone: "This task has been completed",
  ownTask: "You cannot approve a process you started",
  log,
} satisfies typeof zh;
