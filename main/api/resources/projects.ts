import type { OperationCaller } from '../operation-caller.ts';
import { pages, paginate, type PaginateOptions } from '../paginate.ts';
import type { CallOptions } from '../transport.ts';
import type {
  DataList,
  DataOne,
  EntityId,
  Project,
  ProjectCreate,
  ProjectListQuery,
  ProjectMember,
  ProjectMemberAdd,
  ProjectPage,
  ProjectTaskAdd,
  ProjectTaskAssignment,
  ProjectUpdate,
  TodoList,
  UnassignedTask,
  UnassignedUser,
} from '../types.ts';

export class ProjectsApi {
  constructor(private readonly ops: OperationCaller) {}

  /** One page (the service's default page size is 50). */
  list(query: ProjectListQuery = {}, opts?: CallOptions): Promise<ProjectPage> {
    return this.ops.call('listProjects', { query }, opts);
  }

  /** Every page, 100 projects per page unless the query says otherwise. */
  pages(query: ProjectListQuery = {}, opts?: PaginateOptions): AsyncGenerator<ProjectPage, void, undefined> {
    return pages((q, o) => this.list(q, o), query, opts);
  }

  /** Every project, page after page. */
  all(query: ProjectListQuery = {}, opts?: PaginateOptions): AsyncGenerator<Project, void, undefined> {
    return paginate((q, o) => this.list(q, o), query, opts);
  }

  create(body: ProjectCreate, opts?: CallOptions): Promise<Project> {
    return this.ops.call('createProject', { body }, opts);
  }

  get(id: EntityId, opts?: CallOptions): Promise<Project> {
    return this.ops.call('getProject', { path: { id } }, opts);
  }

  update(id: EntityId, body: ProjectUpdate, opts?: CallOptions): Promise<Project> {
    return this.ops.call('updateProject', { path: { id }, body }, opts);
  }

  members(projectId: EntityId, opts?: CallOptions): Promise<DataList<ProjectMember>> {
    return this.ops.call('listProjectMembers', { path: { id: projectId } }, opts);
  }

  /** Adds (201) or updates (200) a membership with a custom rate. */
  addMember(projectId: EntityId, userId: EntityId, body: ProjectMemberAdd = {}, opts?: CallOptions): Promise<DataOne<ProjectMember>> {
    return this.ops.call('addProjectMember', { path: { id: projectId, user_id: userId }, body }, opts);
  }

  unassignedUsers(projectId: EntityId, opts?: CallOptions): Promise<DataList<UnassignedUser>> {
    return this.ops.call('listProjectUnassignedUsers', { path: { id: projectId } }, opts);
  }

  tasks(projectId: EntityId, opts?: CallOptions): Promise<DataList<ProjectTaskAssignment>> {
    return this.ops.call('listProjectTasks', { path: { id: projectId } }, opts);
  }

  addTask(projectId: EntityId, taskId: EntityId, body: ProjectTaskAdd = {}, opts?: CallOptions): Promise<DataOne<ProjectTaskAssignment>> {
    return this.ops.call('addProjectTask', { path: { id: projectId, task_id: taskId }, body }, opts);
  }

  checkTask(projectId: EntityId, taskId: EntityId, opts?: CallOptions): Promise<DataOne<ProjectTaskAssignment>> {
    return this.ops.call('checkProjectTask', { path: { id: projectId, task_id: taskId } }, opts);
  }

  uncheckTask(projectId: EntityId, taskId: EntityId, opts?: CallOptions): Promise<DataOne<ProjectTaskAssignment>> {
    return this.ops.call('uncheckProjectTask', { path: { id: projectId, task_id: taskId } }, opts);
  }

  unassignedTasks(projectId: EntityId, opts?: CallOptions): Promise<DataList<UnassignedTask>> {
    return this.ops.call('listProjectUnassignedTasks', { path: { id: projectId } }, opts);
  }

  todoLists(projectId: EntityId, opts?: CallOptions): Promise<DataList<TodoList>> {
    return this.ops.call('listProjectTodoLists', { path: { id: projectId } }, opts);
  }
}
